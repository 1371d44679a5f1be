import { Global, Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics.js';
import { DatabaseMetrics } from './database-metrics.js';

/** Global so any context can feed an instrument (e.g. the analytics write buffer's size). */
@Global()
@Module({ providers: [AppMetrics, DatabaseMetrics], exports: [AppMetrics] })
export class MetricsModule {}
