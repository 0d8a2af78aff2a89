/** The item dialog (SPEC.md section 2): opened by a row, or by `?item={id}` in the URL. */
import { useState } from 'react';
import { Button, Center, Dialog, Spinner, Stack, Text } from '@chakra-ui/react';
import { DialogHeading, DialogShell } from '@/ui/dialog-shell';
import type { LocalItem } from '../../api/item-view';
import type { FlowLookups } from '../../api/local-reads';
import { ItemEditFooter, ItemEditForm } from './item-edit-form';
import { RentalHistory } from './rental-history';

interface Props {
  /** The open item's id, or null when closed. */
  itemId: string | null;
  /** undefined while loading, null when this tablet does not have it. */
  item: LocalItem | null | undefined;
  lookups: FlowLookups | undefined;
  onClose: () => void;
}

const FORM_ID = 'flow-item-edit';

export function ItemDialog({ itemId, item, lookups, onClose }: Props) {
  const [saving, setSaving] = useState(false);
  return (
    <DialogShell
      open={itemId !== null}
      onOpenChange={(open) => !open && !saving && onClose()}
      size="lg"
      dismissible={!saving}
    >
      <Dialog.Content>
        <DialogHeading title={item ? item.name : 'Item'} closeDisabled={saving} />
        <Dialog.Body>
          {item === undefined || !lookups ? (
            <Center py="10">
              <Spinner size="lg" />
            </Center>
          ) : item === null ? (
            <Text>This item is not on this tablet. It may have been deleted.</Text>
          ) : (
            <Stack gap="6">
              <ItemEditForm
                key={item.id}
                item={item}
                lookups={lookups}
                formId={FORM_ID}
                onSavingChange={setSaving}
                onDone={onClose}
              />
              <RentalHistory itemId={item.id} />
            </Stack>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {item ? (
            <ItemEditFooter formId={FORM_ID} saving={saving} />
          ) : (
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          )}
        </Dialog.Footer>
      </Dialog.Content>
    </DialogShell>
  );
}
