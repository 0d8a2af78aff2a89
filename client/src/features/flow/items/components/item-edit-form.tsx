/**
 * The item dialog's form. It edits the item as the dialog showed it (lib/use-edit-form.ts): a
 * pull arriving meanwhile never overwrites what is being typed, fields not being edited take the
 * new values (and the form says which changed), and the stock delta is counted from the units
 * the person saw. Saving writes locally and queues the update (changed fields only, based on
 * what was shown); a chosen image joins the upload queue and shows at once. A serial unit's
 * status or count changed by a role that needs a manager's approval for it goes online instead,
 * with the approval asked on this tablet (a queued change cannot carry one).
 */
import { needsManagerText } from '@/api/approval-broker';
import { errorDetails, useOnline } from '@/api/http';
import { usePermission } from '@/api/use-permission';
import { useState } from 'react';
import { Button, Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  FLOW_ITEM_EDIT_STATUSES,
  ITEM_IMAGE_EXTENSIONS,
  inventoryChangeActions,
  serialKey,
} from '@rentline/sync-protocol/rules';
import { FLOW_STATUS_LABELS, ROLE_MESSAGES, TOASTS } from '@rentline/sync-protocol/texts';
import { useEditForm } from '@/lib/use-edit-form';
import { ChangedElsewhereNotice } from '@/ui/changed-elsewhere-notice';
import { NEEDS_CONNECTION, NeedsManager } from '@/ui/online-button';
import { notify } from '@/ui/toaster';
import { queueImage, type ChosenImage } from '../../api/item-image';
import type { LocalItem } from '../../api/item-view';
import type { FlowLookups } from '../../api/local-reads';
import { syncItem } from '../../api/sync-item';
import { updateFlowItem, updateFlowItemApproved } from '../../api/update-flow-item';
import { agreementName } from '@/lib/format-numbers';
import { useUnitHistory } from '../../api/get-unit-history';
import {
  buildItemUpdate,
  editValuesOf,
  holdingAgreement,
  validateItemEdit,
  withStatus,
  type EditValidation,
  type ItemEditValues,
} from '../item-edit-model';
import { editMessage } from '../save-messages';
import { SelectField, TextAreaField, TextField } from './form-fields';
import { ImagePicker } from './image-picker';
import { ProfitAnalysis } from './profit-analysis';
import { statusLabel } from './status-badge';
import { WaitingImageNotice } from './waiting-image-notice';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';

type Errors = Extract<EditValidation, { ok: false }>['errors'];

const ACCEPT = ITEM_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

interface Props {
  item: LocalItem;
  lookups: FlowLookups;
  formId: string;
  onSavingChange: (saving: boolean) => void;
  onDone: () => void;
}

const LABELS: Record<keyof ItemEditValues, string> = {
  name: 'Name',
  description: 'Description',
  model: 'Model',
  status: 'Status',
  category_id: 'Category',
  vendor_id: 'Vendor',
  in_stock_units: 'In-Stock Units',
  our_cost: 'Our Cost',
  retail_price: 'Retail Price',
};

export function ItemEditForm({ item, lookups, formId, onSavingChange, onDone }: Props) {
  const form = useEditForm<LocalItem & Record<string, unknown>, ItemEditValues>({
    record: item as LocalItem & Record<string, unknown>,
    toValues: editValuesOf,
    labels: LABELS,
  });
  const { values } = form;
  const original = form.base as unknown as LocalItem;
  const [errors, setErrors] = useState<Errors>({});
  const invalid = useFocusFirstInvalid();
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();

  const set = (field: keyof ItemEditValues) => (value: string) => {
    form.change({ [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // A serialised unit on a running agreement: its status follows the agreement.
  const holder = holdingAgreement(original, useUnitHistory(original.id).data?.agreements);

  // A serial unit's status and count by hand are a manager's (roles.ts `unit.adjust`): a role
  // that may ask for an approval changes them online (the approval is asked on Save); offline,
  // or for a role that may not at all, the fields say who may.
  const adjust = usePermission('unit.adjust');
  const online = useOnline();
  // A collector reads an item and does not change it (roles.ts `inventory.write`).
  const mayWrite = usePermission('inventory.write').allowed;
  const serial = serialKey(original.serial_number) !== null;
  const approvable = serial && !adjust.allowed && adjust.needsApproval && online;
  const unitLocked = serial && !adjust.allowed && !approvable;
  const unitHelper = unitLocked
    ? adjust.needsApproval
      ? `${needsManagerText('unit.adjust')} ${NEEDS_CONNECTION}.`
      : needsManagerText('unit.adjust')
    : approvable
      ? ROLE_MESSAGES.needsManager
      : undefined;

  const statuses = (FLOW_ITEM_EDIT_STATUSES as readonly string[]).includes(original.status)
    ? [...FLOW_ITEM_EDIT_STATUSES]
    : [...FLOW_ITEM_EDIT_STATUSES, original.status];

  const save = async () => {
    if (!mayWrite) return;
    const result = validateItemEdit(values, original);
    if (!result.ok) {
      setErrors(result.errors);
      invalid.reveal();
      return;
    }
    const changes = buildItemUpdate(original, result.data);
    if (!changes && !image) {
      const message = editMessage(false, null);
      notify[message.type](message.title);
      onDone();
      return;
    }
    const needsApproval =
      !!changes &&
      !adjust.allowed &&
      inventoryChangeActions(changes, serial).includes('unit.adjust');
    onSavingChange(true);
    try {
      if (needsApproval)
        await updateFlowItemApproved(original.id, changes, result.data.in_stock_units);
      const mutationId =
        changes && !needsApproval
          ? await updateFlowItem(original.id, changes, {
              base: form.base,
              baseVersion: form.baseVersion,
            })
          : null;
      const uploadId = image ? await queueImage(original.id, image) : null;
      const outcome = uploadId
        ? await syncItem({ mutationIds: mutationId ? [mutationId] : [], uploadId })
        : null;
      const message = editMessage(needsApproval || mutationId !== null, outcome);
      notify[message.type](message.title, message.description);
      onDone();
    } catch (err) {
      notify.error(TOASTS.itemUpdateFailed, errorDetails(err));
    } finally {
      onSavingChange(false);
    }
  };

  const options = (rows: { id: number; name: string }[]) =>
    rows.map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <form
      ref={invalid.ref}
      id={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!mayWrite} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="4">
          <ChangedElsewhereNotice fields={form.changedUnderneath} onDismiss={form.dismissChanged} />
          <TextField
            label="Name"
            required
            value={values.name}
            error={errors.name}
            onChange={set('name')}
          />
          <TextAreaField
            label="Description"
            value={values.description}
            onChange={set('description')}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Model" value={values.model} onChange={set('model')} />
            <SelectField
              label="Status"
              value={values.status}
              error={errors.status}
              disabled={holder !== null || unitLocked}
              helper={
                holder
                  ? `Follows agreement ${agreementName(holder.custom_agreement_id, holder.agreement_id)} (${holder.agreement_status})`
                  : unitHelper
              }
              options={statuses.map((s) => ({
                value: s,
                label: FLOW_STATUS_LABELS[s as keyof typeof FLOW_STATUS_LABELS] ?? statusLabel(s),
              }))}
              onChange={(status) => {
                form.change(withStatus(original, status));
                setErrors((e) => ({ ...e, status: undefined, in_stock_units: undefined }));
              }}
            />
            <SelectField
              label="Category"
              value={values.category_id}
              placeholder="No category"
              options={options(lookups.categories)}
              onChange={set('category_id')}
            />
            <SelectField
              label="Vendor"
              value={values.vendor_id}
              placeholder="No vendor"
              options={options(lookups.vendors)}
              onChange={set('vendor_id')}
            />
            <TextField
              label="In-Stock Units"
              type="number"
              step="1"
              min="0"
              value={values.in_stock_units}
              error={errors.in_stock_units}
              disabled={unitLocked}
              helper={unitHelper}
              onChange={set('in_stock_units')}
            />
          </SimpleGrid>

          <WaitingImageNotice item={item} />
          <ImagePicker
            label="Upload New Image"
            accept={ACCEPT}
            helper="PNG, JPG, JPEG, GIF or WEBP, up to 5MB."
            currentUrl={item.pendingImage ?? item.primary_image}
            chosen={image}
            error={imageError}
            onChange={(next, error) => {
              setImage(next);
              setImageError(error);
            }}
          />

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label="Our Cost"
              type="number"
              step="0.01"
              min="0"
              required
              value={values.our_cost}
              error={errors.our_cost}
              onChange={set('our_cost')}
            />
            <TextField
              label="Retail Price"
              type="number"
              step="0.01"
              min="0"
              value={values.retail_price}
              error={errors.retail_price}
              onChange={set('retail_price')}
            />
          </SimpleGrid>
          <ProfitAnalysis ourCost={values.our_cost} retailPrice={values.retail_price} />
        </Stack>
      </fieldset>
    </form>
  );
}

export function ItemEditFooter({ formId, saving }: { formId: string; saving: boolean }) {
  const mayWrite = usePermission('inventory.write').allowed;
  return (
    <>
      {!mayWrite && <NeedsManager action="inventory.write" full />}
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" disabled={saving}>
          Cancel
        </Button>
      </Dialog.ActionTrigger>
      <Button
        type="submit"
        form={formId}
        colorPalette="brand"
        loading={saving}
        loadingText="Saving..."
        disabled={!mayWrite}
      >
        Save Changes
      </Button>
    </>
  );
}
