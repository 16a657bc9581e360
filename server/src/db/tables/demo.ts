/** Table types: demo_accounts (modules/demo; docs/decisions/014-demo-family.md). */

/** building: being filled by the daily job; current: the one visitors sign in to; retired: replaced, to be erased. */
export type DemoAccountState = 'building' | 'current' | 'retired';

/** A demo account: the user whose writes are refused once it is current or retired. */
export interface DemoAccountsTable {
  user_id: string;
  state: DemoAccountState;
  /** The UTC day (YYYY-MM-DD) its family was built for. */
  built_on: string;
  created_at: string;
}

export interface DemoTables {
  demo_accounts: DemoAccountsTable;
}
