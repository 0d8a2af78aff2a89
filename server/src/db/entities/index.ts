import { Approval, AuditEntry } from './audit.entity';
import { AuthSession, SignInThrottle } from './auth.entity';
import { Contact } from './contact.entity';
import { Employee } from './employee.entity';
import { EndOfDayClose } from './end-of-day.entity';
import { Engagement, FollowUp } from './engagement.entity';
import { FlowItem, ItemImage } from './flow-item.entity';
import { IdempotencyKey } from './idempotency-key.entity';
import { LedgerEntry, LedgerMigrationLog, StoreSettings } from './ledger.entity';
import { PaymentSession } from './payment-session.entity';
import {
  Category,
  ContactType,
  EngagementType,
  ExceptionType,
  FollowUpStatus,
  Vendor,
} from './lookup.entity';
import { Payment, PaymentCounts, PulseException } from './payment.entity';
import { RevenueDay } from './report.entity';
import { CollectionShare } from './collection-share.entity';
import {
  Agreement,
  AgreementEvent,
  AgreementItem,
  Customer,
  ScheduledPayment,
} from './pulse.entity';
import {
  SignInAttempt,
  SyncClient,
  SyncConflict,
  SyncEdit,
  SyncFieldEdit,
  SyncMutationResult,
  SyncTombstone,
  SyncVersion,
} from './sync.entity';

export * from './audit.entity';
export * from './auth.entity';
export * from './contact.entity';
export * from './employee.entity';
export * from './end-of-day.entity';
export * from './engagement.entity';
export * from './flow-item.entity';
export * from './idempotency-key.entity';
export * from './ledger.entity';
export * from './payment-session.entity';
export * from './lookup.entity';
export * from './payment.entity';
export * from './pulse.entity';
export * from './report.entity';
export * from './sync.entity';

export const entities = [
  Employee,
  ContactType,
  EngagementType,
  FollowUpStatus,
  Category,
  Vendor,
  ExceptionType,
  Contact,
  Customer,
  Agreement,
  AgreementItem,
  ScheduledPayment,
  Payment,
  PulseException,
  AgreementEvent,
  Engagement,
  FollowUp,
  FlowItem,
  ItemImage,
  SyncVersion,
  SyncTombstone,
  SyncClient,
  SyncMutationResult,
  SyncConflict,
  SyncEdit,
  SyncFieldEdit,
  SignInAttempt,
  PaymentSession,
  IdempotencyKey,
  AuditEntry,
  Approval,
  AuthSession,
  SignInThrottle,
  EndOfDayClose,
  LedgerEntry,
  LedgerMigrationLog,
  StoreSettings,
  RevenueDay,
  PaymentCounts,
  CollectionShare,
];
