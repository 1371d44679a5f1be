import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runMigrations, typeOrmOptions } from '../../database/typeorm-options.js';
import { TransactionRunner } from '../../shared/domain/transaction-runner.js';
import { DatabaseTarget } from './database-target.js';
import { Transactions } from './transactions.js';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(url: string, embedded: boolean): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...typeOrmOptions(url, embedded), retryAttempts: 3, retryDelay: 1000 }),
          dataSourceFactory: async (options) => {
            if (!embedded) await runMigrations(url);
            return new DataSource(options!);
          },
        }),
      ],
      providers: [
        Transactions,
        { provide: TransactionRunner, useExisting: Transactions },
        { provide: DatabaseTarget, useValue: new DatabaseTarget(url, embedded) },
      ],
      exports: [Transactions, TransactionRunner, DatabaseTarget],
    };
  }
}
