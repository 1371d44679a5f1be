import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { MemberRateLimit } from '../../../../platform/http/member-rate-limit.interceptor.js';
import { SingleFileUpload, type SingleFileOptions } from '../../../../platform/http/single-file-upload.interceptor.js';
import { MESSAGES } from '../../domain/upload-rules.js';
import { fileBody } from './dto/upload.dto.js';

/** One multipart file within the account's upload rate; the documented body names the field the interceptor reads. */
export const FileUpload = (file: SingleFileOptions, description: string) =>
  applyDecorators(
    UseInterceptors(
      MemberRateLimit('uploads', (config) => config.uploads.perMinute, MESSAGES.tooManyUploads),
      SingleFileUpload(file),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody(fileBody(file.field, description)),
    ApiTooManyRequestsResponse({ description: MESSAGES.tooManyUploads }),
  );
