/**
 * Every dialog of the Engagements screen and which one is open. The details and edit dialogs
 * follow the URL (`?followUps={id}`, `?edit={id}`), so the top bar's search and the Back button
 * can open and close them; the others are local state. Dialogs read their record live, so a
 * record deleted meanwhile (here or by a sync) simply closes its dialog.
 */
import { memo, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FollowUp } from '@rentline/sync-protocol/wire';
import type { EngagementItem } from '../api/engagement-items';
import { useEngagement } from '../api/use-engagement';
import { useFollowUp } from '../api/use-follow-ups';
import { AllFollowUpsDialog } from './all-follow-ups-dialog';
import { CreateEngagementDialog } from './create-engagement-dialog';
import { CreateFollowUpDialog } from './create-follow-up-dialog';
import { DeleteEngagementDialog } from './delete-engagement-dialog';
import { DeleteFollowUpDialog } from './delete-follow-up-dialog';
import { EditEngagementDialog } from './edit-engagement-dialog';
import { EditFollowUpDialog } from './edit-follow-up-dialog';
import type { EngagementActions } from './engagement-row-parts';
import { FollowUpDetailsDialog } from './follow-up-details-dialog';

/** The record of `id` once loaded (never a previous id's record while the next one loads). */
const ofId = <T,>(record: T | null | undefined, id: string | null, idOf: (t: T) => string) =>
  record && id && idOf(record) === id ? record : null;
const engagementId = (e: EngagementItem) => e.engagement.id;
const followUpId = (f: FollowUp) => f.id;

/** The dialogs the screen's state opens (the others follow the URL). */
interface LocalDialogs {
  create: () => void;
  showAll: () => void;
  addFollowUp: (engagementId: string) => void;
  delete: (engagementId: string) => void;
}

type UrlDialog = 'followUps' | 'edit';

function useSetUrlDialog() {
  const [, setParams] = useSearchParams();
  return (key: UrlDialog, id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set(key, id);
        else next.delete(key);
        return next;
      },
      { replace: !id },
    );
}

/**
 * The screen's actions and its dialogs. Which dialog is open is the dialogs' own state, not the
 * screen's: opening or closing one (a save) draws the dialogs again, not the whole screen.
 * `saved` hears of each engagement and follow-up the create dialogs save.
 */
export function useEngagementDialogs(saved: SavedListeners = {}) {
  const local = useRef<LocalDialogs>(null);
  const setUrlDialog = useSetUrlDialog();
  // One object for the screen's life: a list row compares it to know whether to redraw. The
  // URL's setter it calls is the one of the latest render.
  const latestSetUrlDialog = useRef(setUrlDialog);
  latestSetUrlDialog.current = setUrlDialog;
  const actions = useMemo<EngagementActions & { onCreate: () => void; onShowAll: () => void }>(
    () => ({
      onCreate: () => local.current?.create(),
      onShowAll: () => local.current?.showAll(),
      onAddFollowUp: (item) => local.current?.addFollowUp(item.engagement.id),
      onShowFollowUps: (item) => latestSetUrlDialog.current('followUps', item.engagement.id),
      onEdit: (item) => latestSetUrlDialog.current('edit', item.engagement.id),
      onDelete: (item) => local.current?.delete(item.engagement.id),
    }),
    [],
  );
  const dialogs = (
    <EngagementDialogs ref={local} saved={saved} onAddFollowUp={actions.onAddFollowUp} />
  );
  return { actions, dialogs };
}

/** Told of what the create dialogs save, as the dialog closes. */
export interface SavedListeners {
  onCreated?: (created: EngagementItem) => void;
  onFollowUpCreated?: (created: FollowUp) => void;
}

/** Memoised: the screen drawn again (a save, a filter) does not draw its closed dialogs again. */
const EngagementDialogs = memo(function EngagementDialogs(props: {
  ref: Ref<LocalDialogs>;
  saved: SavedListeners;
  onAddFollowUp: EngagementActions['onAddFollowUp'];
}) {
  const [params] = useSearchParams();
  const setUrlDialog = useSetUrlDialog();
  const [creating, setCreating] = useState(false);
  const [showingAll, setShowingAll] = useState(false);
  const [addTo, setAddTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [editingFollowUp, setEditingFollowUp] = useState<string | null>(null);
  const [deletingFollowUp, setDeletingFollowUp] = useState<string | null>(null);
  useImperativeHandle(
    props.ref,
    () => ({
      create: () => setCreating(true),
      showAll: () => setShowingAll(true),
      addFollowUp: setAddTo,
      delete: setDeleting,
    }),
    [],
  );

  const detailsId = params.get('followUps');
  const editId = params.get('edit');
  const details = ofId(useEngagement(detailsId), detailsId, engagementId);
  const editing = ofId(useEngagement(editId), editId, engagementId);
  const adding = ofId(useEngagement(addTo), addTo, engagementId);
  const removing = ofId(useEngagement(deleting), deleting, engagementId);
  const followUpToEdit = ofId(useFollowUp(editingFollowUp), editingFollowUp, followUpId);
  const followUpToDelete = ofId(useFollowUp(deletingFollowUp), deletingFollowUp, followUpId);
  const followUpActions = {
    onEdit: (f: FollowUp) => setEditingFollowUp(f.id),
    onDelete: (f: FollowUp) => setDeletingFollowUp(f.id),
  };

  return (
    <>
      <CreateEngagementDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={props.saved.onCreated}
      />
      <AllFollowUpsDialog open={showingAll} onOpenChange={setShowingAll} {...followUpActions} />
      <FollowUpDetailsDialog
        engagement={details}
        onClose={() => setUrlDialog('followUps', null)}
        onAdd={props.onAddFollowUp}
        {...followUpActions}
      />
      <CreateFollowUpDialog
        engagement={adding}
        onClose={() => setAddTo(null)}
        onCreated={props.saved.onFollowUpCreated}
      />
      <EditEngagementDialog
        engagement={editing?.engagement ?? null}
        onClose={() => setUrlDialog('edit', null)}
      />
      <DeleteEngagementDialog item={removing} onClose={() => setDeleting(null)} />
      <EditFollowUpDialog followUp={followUpToEdit} onClose={() => setEditingFollowUp(null)} />
      <DeleteFollowUpDialog followUp={followUpToDelete} onClose={() => setDeletingFollowUp(null)} />
    </>
  );
});
