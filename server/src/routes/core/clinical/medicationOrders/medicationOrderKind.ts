import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';

/** The columns every order row has. */
export interface OrderRow {
  id: string;
  patientId: string;
  episodeOfCareId: string;
}

/**
 * One kind of medication order (scheduled or PRN): its table access, modal checks and
 * reply shape. medicationOrderRoutes registers the same seven calls for each kind.
 */
export interface MedicationOrderKind<Row extends OrderRow, Input, Values, Dto> {
  /** The path segment: api/core/{path}. */
  path: string;
  /** The audit resource name. */
  resource: string;
  tag: string;
  label: string;
  schemas: {
    dto: z.ZodType<Dto>;
    create: z.ZodType<Input & { episodeOfCareId: string }>;
    patch: z.ZodType<Input>;
    /** SetValues: dates, schedule and instructions only. */
    values: z.ZodType<Partial<Input>>;
  };
  /** Live (not deleted) rows only. */
  load(db: Queryable, id: string): Promise<Row | undefined>;
  listByEpisode(db: Queryable, episodeOfCareId: string): Promise<Row[]>;
  insert(db: Queryable, values: Values & Omit<OrderRow, 'id'>): Promise<Row>;
  update(db: Queryable, id: string, values: Values): Promise<Row>;
  /** Marks the episode's rows deleted (only `ids` when given); answers the ids it deleted. */
  softDelete(db: Queryable, episodeOfCareId: string, ids: readonly string[] | undefined): Promise<string[]>;
  /** A stored row as modal fields, so a change can be merged onto it. */
  storedInput(row: Row): Input;
  /** Checks an order like the modal; `stored` is the order before a change (its dose needs no new confirmation). */
  validate(db: Queryable, input: Input, stored?: Input): Promise<Values>;
  toDtos(db: Queryable, rows: readonly Row[]): Promise<Dto[]>;
}
