/**
 * Table types: Scrapbooks (modules/scrapbooks; policies/scrapbook.policy.ts). Merged into `Database` (db/tables.ts).
 */

/** A scrapbook (docs/product/capsules-scrapbooks-recipes.md "Scrapbooks"). */
export interface ScrapbooksTable {
  id: string;
  owner_id: string;
  title: string;
  /** domain/scrapbook-templates.ts */
  template_id: string;
  /** What the first draft was made from, in words. */
  source_label: string;
  /** 1: the viewers of the owner's circle read it; editors co-edit it either way. */
  shared_with_circle: number;
  created_at: string;
  updated_at: string;
}

export interface ScrapbookPagesTable {
  id: string;
  scrapbook_id: string;
  /** 0-based order in the book. */
  position: number;
  layout: string;
  text: string;
}

export interface ScrapbookItemsTable {
  id: string;
  scrapbook_id: string;
  page_id: string;
  vault_item_id: string;
  position: number;
  caption: string;
  added_by: string;
}

/**
 * A print-ready PDF, made by the `scrapbook.print` job; the file sits in the BlobStore
 * (docs/product/capsules-scrapbooks-recipes.md "Printing").
 */
export interface ScrapbookPrintsTable {
  id: string;
  scrapbook_id: string;
  requested_by: string;
  page_size: 'a4' | 'letter' | 'square';
  with_bleed: number;
  status: 'queued' | 'rendering' | 'done' | 'failed';
  pages_done: number;
  page_total: number;
  error: string | null;
  /** Plaintext size of the stored (encrypted) PDF, once done. */
  pdf_bytes: number | string | null;
  created_at: string;
  finished_at: string | null;
}

export interface ScrapbooksTables {
  scrapbooks: ScrapbooksTable;
  scrapbook_pages: ScrapbookPagesTable;
  scrapbook_items: ScrapbookItemsTable;
  scrapbook_prints: ScrapbookPrintsTable;
}
