/**
 * The 'Create New Engagement' dialog belongs to the engagements feature; the Calendar and the
 * Core dashboard offer it too. A feature uses another only through its api/ (CONVENTIONS.md 6),
 * so app/, where the screens are put together, hands the dialog to them through this slot.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface CreateEngagementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's description line, when the screen says more than the default. */
  description?: string;
}

const Slot = createContext<ComponentType<CreateEngagementDialogProps> | null>(null);

/** Puts the dialog in the slot for the screens below it. */
export const CreateEngagementDialogProvider = Slot.Provider;

/** The dialog app/ put in the slot; nothing when there is none. */
export function CreateEngagementDialogSlot(props: CreateEngagementDialogProps) {
  const Dialog = useContext(Slot);
  return Dialog ? <Dialog {...props} /> : null;
}
