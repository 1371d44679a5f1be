import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RecordVersionInterceptor } from './record-version.interceptor.js';

/** Stale admin writes answer 409 (RecordVersionInterceptor), for every admin PUT at once. */
@Module({ providers: [{ provide: APP_INTERCEPTOR, useClass: RecordVersionInterceptor }] })
export class RecordVersionModule {}
