import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { DataRequest, NewDataRequest } from './data-request.js';

export abstract class DataRequestRepository {
  static readonly notFound = 'Solicitud no encontrada';
  abstract create(request: NewDataRequest): Promise<DataRequest>;
  /**
   * simple-rest page. Filters: `q` (name, e-mail, message), `status`, `type`, `id` list, `overdue` (true: pending
   * past its due date as of `today`).
   */
  abstract findPage(query: ListQuery, today: string): Promise<Page<DataRequest>>;
  /** The ids of every request findPage would list for this filter and sort, in that order (range ignored). */
  abstract findIds(query: ListQuery, today: string): Promise<number[]>;
  abstract findById(id: number): Promise<DataRequest | null>;
  /** Records the answer of a pending request; null when it was already answered (or does not exist). */
  abstract answer(id: number, answer: string): Promise<DataRequest | null>;
}
