import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { IsPersonName, Trim } from '../../../../../platform/http/validators.js';
import { DATA_REQUEST_STATUSES, DATA_REQUEST_TYPES, type DataRequestType } from '../../../domain/data-request.js';
import type { DataRequestView } from '../../../application/data-requests.service.js';

/** The form on /privacidad. */
export class CreateDataRequestDto {
  @ApiProperty({ example: 'Ana Pérez', minLength: 2, maxLength: 80 })
  @Trim()
  @IsPersonName()
  name: string;

  @ApiProperty({ example: 'ana@example.com' })
  @Trim()
  @MaxLength(254, { message: 'Email inválido' })
  @Matches(/^[^\p{Cf}]*$/u, { message: 'Email inválido' })
  @IsEmail({}, { message: 'Email inválido' })
  email: string;

  @ApiProperty({ enum: DATA_REQUEST_TYPES, description: 'consulta, reclamo o supresion (borrar mis datos)' })
  @IsIn(DATA_REQUEST_TYPES, { message: 'Elige el tipo de solicitud: consulta, reclamo o supresión' })
  type: DataRequestType;

  @ApiProperty({ example: 'Quiero saber qué datos tienen sobre mí.', maxLength: 5000 })
  @Trim()
  @MaxLength(5000, { message: 'El mensaje no puede tener más de 5000 caracteres' })
  @IsNotEmpty({ message: 'Escribe tu solicitud' })
  @IsString({ message: 'Escribe tu solicitud' })
  message: string;
}

export class DataRequestCreatedDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2027-04-07', description: 'Fecha límite de respuesta (días hábiles en Colombia)' })
  dueDate: string;
  @ApiProperty() message: string;
}

/** The admin's answer; ra-data-simple-rest sends the whole record, only `answer` is read. */
export class AnswerDataRequestDto {
  @ApiProperty({ maxLength: 10000 })
  @Trim()
  @MaxLength(10000, { message: 'La respuesta no puede tener más de 10000 caracteres' })
  @IsNotEmpty({ message: 'Escribe la respuesta' })
  @IsString({ message: 'Escribe la respuesta' })
  answer: string;
}

export class DataRequestDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: DATA_REQUEST_TYPES }) type: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: DATA_REQUEST_STATUSES }) status: string;
  @ApiProperty({ example: '2027-04-07' }) dueDate: string;
  @ApiProperty({ description: 'Pendiente y con la fecha límite ya pasada' }) overdue: boolean;
  @ApiProperty({ type: String, nullable: true }) answer: string | null;
  @ApiProperty({ type: Date, nullable: true }) answeredAt: Date | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({
    description: 'Días hábiles en Colombia de hoy a la fecha límite, ambos incluidos; 0 si ya pasó o fue respondida',
  })
  businessDaysLeft: number;
  @ApiProperty({ type: Number, nullable: true, description: 'El distribuidor cuya cuenta tiene este email, si existe' })
  memberId: number | null;

  static from(r: DataRequestView): DataRequestDto {
    const { id, name, email, type, message, status, dueDate, overdue, answer, answeredAt, createdAt } = r;
    const { businessDaysLeft, memberId } = r;
    return {
      id,
      name,
      email,
      type,
      message,
      status,
      dueDate,
      overdue,
      answer,
      answeredAt,
      createdAt,
      businessDaysLeft,
      memberId,
    };
  }
}
