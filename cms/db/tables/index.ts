// The one Database interface Kysely is typed with, composed of every table.
import type { PageTable, ArticleTable, PageMetaTable, AboutUsTable, CoreValueTable, CategoryTable, FaqTable, DownloadTable } from './site.table';
import type { BlogLabelTable, BlogTable } from './blog.table';
import type { ProductCategoryTable, ProductTable, ToolCategoryTable, ToolTable, PlotterTable } from './goods.table';
import type { CaseTable } from './cases.table';
import type { CountryTable, RegionTable, PartnerCategoryTable, DealerTable, AccountTable } from './network.table';
import type { TrainerTable, TrainingTable, TrainingAddressTable } from './training.table';
import type { WarrantyTable } from './warranty.table';
import type { InstallationTable, RegPhotoTable, RegWarrantyTable, RegistrationTable, RollTable, RollUseTable } from './registration.table';
import type {
  SessionTable,
  ResetCodeTable,
  ContactRequestTable,
  JoinRequestTable,
  OutboxTable,
  DeletionTable,
  ThrottleCounterTable,
  ContentLoadTable,
  ContentVersionTable,
} from './system.table';
import type { EditorDocTable, EditorRevisionTable, EditorUserTable, EditorSessionTable, EditorAuditTable, EditorMediaTable } from './editing.table';

export interface Database {
  pages: PageTable;
  articles: ArticleTable;
  page_meta: PageMetaTable;
  about_us: AboutUsTable;
  core_values: CoreValueTable;
  categories: CategoryTable;
  faqs: FaqTable;
  downloads: DownloadTable;
  blogs: BlogTable;
  blog_labels: BlogLabelTable;
  product_categories: ProductCategoryTable;
  products: ProductTable;
  tool_categories: ToolCategoryTable;
  tools: ToolTable;
  plotters: PlotterTable;
  cases: CaseTable;
  countries: CountryTable;
  regions: RegionTable;
  partner_categories: PartnerCategoryTable;
  dealers: DealerTable;
  accounts: AccountTable;
  trainers: TrainerTable;
  trainings: TrainingTable;
  training_addresses: TrainingAddressTable;
  warranties: WarrantyTable;
  sessions: SessionTable;
  reset_codes: ResetCodeTable;
  contact_requests: ContactRequestTable;
  join_requests: JoinRequestTable;
  outbox: OutboxTable;
  deletions: DeletionTable;
  throttle_counters: ThrottleCounterTable;
  content_loads: ContentLoadTable;
  content_version: ContentVersionTable;
  editor_docs: EditorDocTable;
  editor_revisions: EditorRevisionTable;
  editor_users: EditorUserTable;
  editor_sessions: EditorSessionTable;
  editor_audit: EditorAuditTable;
  editor_media: EditorMediaTable;
  reg_rolls: RollTable;
  reg_registrations: RegistrationTable;
  reg_warranties: RegWarrantyTable;
  reg_installations: InstallationTable;
  reg_roll_uses: RollUseTable;
  reg_photos: RegPhotoTable;
}

export type * from './common';
export type * from './editing.table';
