import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { typeOrmOptions } from '../../database/typeorm-options.js';
import { TransactionRunner } from '../../shared/domain/transaction-runner.js';
import { Transactions } from './transactions.js';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(url: string, embedded: boolean): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot({ ...typeOrmOptions(url, embedded), retryAttempts: 3, retryDelay: 1000 })],
      providers: [Transactions, { provide: TransactionRunner, useExisting: Transactions }],
      exports: [Transactions, TransactionRunner],
    };
  }
}
