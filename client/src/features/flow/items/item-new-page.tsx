/**
 * /flow/new (SPEC.md section 2, "New item"): validated with the protocol's `flowItemInputSchema`,
 * saved on the tablet with a client-made id and queued for sync (works offline). A chosen image
 * joins the upload queue and goes once the server has the item. On success, back to /flow.
 */
import { errorDetails } from '@/api/http';
import { usePermission } from '@/api/use-permission';
import { useSaving } from '@/lib/use-saving';
import { NeedsManager } from '@/ui/online-button';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { notify } from '@/ui/toaster';
import { createFlowItem } from '../api/create-flow-item';
import { serialInUse, useWarmSerials } from '../api/serial-in-use';
import { discardImage, queueImage, type ChosenImage } from '../api/item-image';
import { syncItem } from '../api/sync-item';
import { useFlowLookups } from '../api/use-flow-lookups';
import { NewItemFields } from './components/new-item-fields';
import {
  emptyNewItem,
  validateNewItem,
  type NewItemField,
  type NewItemValues,
} from './new-item-model';
import { createMessage } from './save-messages';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';

/** A collector does not add inventory (roles.ts `inventory.write`): the page says so. */
export function ItemNewPage() {
  const { allowed } = usePermission('inventory.write');
  if (!allowed) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          New Item
        </Heading>
        <NeedsManager action="inventory.write" full />
      </Stack>
    );
  }
  return <ItemNewForm />;
}

function ItemNewForm() {
  const navigate = useNavigate();
  useWarmSerials();
  const lookups = useFlowLookups();
  const [values, setValues] = useState<NewItemValues>(() => emptyNewItem());
  const [errors, setErrors] = useState<Partial<Record<NewItemField, string>>>({});
  const invalid = useFocusFirstInvalid();
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  // From the click the form takes no input and no second save (lib/use-saving.ts).
  const { saving, busy, run } = useSaving();
  const [formKey, setFormKey] = useState(0);

  const change = (field: NewItemField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const clear = () => {
    setValues(emptyNewItem());
    setErrors({});
    setImage(null);
    setImageError(undefined);
    setFormKey((k) => k + 1);
  };

  const submit = async () => {
    if (busy.current) return;
    const result = validateNewItem(values);
    if (!result.ok) {
      setErrors(result.errors);
      invalid.reveal();
      return;
    }
    await run(async () => {
      try {
        const serialTaken = await serialInUse(result.data.serial_number);
        if (serialTaken) {
          setErrors({ serial_number: serialTaken });
          invalid.reveal();
          return 'again';
        }
        const { id, mutationId } = await createFlowItem(result.data);
        const uploadId = image ? await queueImage(id, image) : null;
        const outcome = uploadId
          ? await syncItem({ mutationIds: mutationId ? [mutationId] : [], uploadId })
          : null;
        const message = createMessage(outcome);
        notify[message.type](message.title, message.description);
        if (outcome?.state === 'rejected') {
          // The server refused the item itself (it waits in sync issues); its image has nowhere
          // to go.
          await discardImage(id);
          return 'again';
        }
        // Rendered at once, not in a transition: the dashboard counts the item with its first frame.
        navigate('/flow', { flushSync: true });
        // At its top, where the figures are, not at the scroll the long form had.
        window.scrollTo?.({ top: 0 });
        return 'done';
      } catch (err) {
        notify.error(TOASTS.itemCreateFailed, errorDetails(err));
        return 'again';
      }
    }, invalid.ref.current);
  };

  return (
    <Stack gap="5">
      <Button asChild variant="ghost" alignSelf="flex-start" px="2">
        <RouterLink to="/flow">
          <LuArrowLeft /> Back to Flow Dashboard
        </RouterLink>
      </Button>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          New Item
        </Heading>
        <Text color="fg.muted">
          Saved on this tablet at once and sent to the server when there is a signal.
        </Text>
      </Stack>
      <form
        ref={invalid.ref}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Card.Root>
          <Card.Body>
            {Object.values(errors).some(Boolean) && (
              <Text color="red.fg" role="alert" mb="4">
                Please correct the highlighted fields.
              </Text>
            )}
            <NewItemFields
              key={formKey}
              values={values}
              errors={errors}
              categories={lookups?.categories ?? []}
              vendors={lookups?.vendors ?? []}
              image={image}
              imageError={imageError}
              disabled={saving}
              onChange={change}
              onImage={(next, error) => {
                setImage(next);
                setImageError(error);
              }}
            />
          </Card.Body>
          <Card.Footer justifyContent="flex-end" gap="3">
            <Button variant="outline" onClick={clear} disabled={saving}>
              Clear form
            </Button>
            <Button
              type="submit"
              colorPalette="brand"
              loading={saving}
              loadingText="Entering Item..."
            >
              Enter Item
            </Button>
          </Card.Footer>
        </Card.Root>
      </form>
    </Stack>
  );
}
