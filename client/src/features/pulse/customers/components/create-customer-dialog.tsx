/**
 * New Account (SPEC.md sections 2, 5 and 8): a contact, the next account due date and optional
 * notes. Submit stays disabled until a contact is chosen, and offline (it needs the server).
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Dialog, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { customerCreateSchema, fieldMessages } from '@rentline/sync-protocol/wire';
import { ApiError } from '@/api/http';
import { notify } from '@/ui/toaster';
import { FormField } from '@/ui/form-field';
import { DialogHeading, DialogShell } from '@/ui/dialog-shell';
import { OnlineButton } from '@/ui/online-button';
import { useCreateCustomer } from '../api/create-customer';
import { ContactPicker, type ContactChoice } from './contact-picker';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';

interface CreateCustomerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CreateCustomerDialog({ open, onOpenChange }: CreateCustomerDialogProps) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} size="lg">
      <Dialog.Content>
        <CreateCustomerForm onDone={() => onOpenChange(false)} />
      </Dialog.Content>
    </DialogShell>
  );
}

function CreateCustomerForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const formId = useId();
  const [contact, setContact] = useState<ContactChoice | null>(null);
  const [dueDate, setDueDate] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invalid = useFocusFirstInvalid();
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateCustomer();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = customerCreateSchema.safeParse({
      contactId: contact?.id ?? '',
      nextAccountDueDate: dueDate,
      accountStatus: 'Active',
      notes,
    });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      invalid.reveal();
      return;
    }
    setErrors({});
    setServerError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        notify.success('Success', TOASTS.customerCreated(created.customer_name));
        onDone();
        navigate(`/pulse/customers/${created.customer_id}`);
      },
      onError: (error) => {
        notify.error('Error', TOASTS.customerCreateFailed);
        setServerError(error instanceof ApiError ? error.message : TOASTS.customerCreateFailed);
      },
    });
  };

  return (
    <>
      <DialogHeading title="New Customer Account" />
      <Dialog.Body>
        <Stack asChild gap="5">
          <form ref={invalid.ref} id={formId} onSubmit={submit} noValidate>
            <Text color="fg.muted">
              Open an account for an existing contact. New accounts are always Active.
            </Text>
            <ContactPicker
              value={contact}
              onChange={(c) => {
                setContact(c);
                setErrors(({ contactId: _, ...rest }) => rest);
              }}
              error={errors.contactId}
            />
            <FormField label="Next account due date" error={errors.nextAccountDueDate} required>
              <Input
                type="date"
                value={dueDate}
                onChange={(e) => {
                  setDueDate(e.currentTarget.value);
                  setErrors(({ nextAccountDueDate: _, ...rest }) => rest);
                }}
              />
            </FormField>
            <FormField label="Notes (optional)" error={errors.notes}>
              <Textarea
                value={notes}
                onChange={(e) => setNotes(e.currentTarget.value)}
                autoresize
              />
            </FormField>
            {serverError && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer alignItems="start">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={create.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <OnlineButton
          type="submit"
          form={formId}
          colorPalette="brand"
          disabled={!contact}
          loading={create.isPending}
          loadingText="Creating..."
        >
          Create Account
        </OnlineButton>
      </Dialog.Footer>
    </>
  );
}
