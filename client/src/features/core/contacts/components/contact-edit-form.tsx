/**
 * Edit mode of the contact detail: the same fields as the create form, filled with the stored
 * values (the SSN input starts empty and is sent only when typed, sealed). Only the fields the
 * person changes are sent, based on the values the form showed (use-edit-form.ts); when another
 * device changes the contact meanwhile, the form says so and shows the new values of the fields
 * not being edited. Cancel resets to the stored values. A draft survives a reload.
 */
import { errorDetails } from '@/api/http';
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { TOASTS } from '@rentline/sync-protocol/texts';
import type { Contact } from '@rentline/sync-protocol/wire';
import { useEditForm, type EditSnapshot } from '@/lib/use-edit-form';
import { useSaving } from '@/lib/use-saving';
import { ChangedElsewhereNotice } from '@/ui/changed-elsewhere-notice';
import { notify } from '@/ui/toaster';
import { clearDraft, useDraftAutosave } from '../api/contact-draft';
import { updateContact } from '../api/update-contact';
import {
  CONTACT_FIELD_LABELS,
  contactToForm,
  validateContactForm,
  type ContactFormValues,
  type ValidationResult,
} from './contact-form-model';
import { ContactFormSections } from './contact-form-sections';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';

type Errors = Extract<ValidationResult, { ok: false }>['errors'];

export type ContactEditDraft = EditSnapshot<ContactFormValues>;

interface Props {
  contact: Contact;
  draftKey: string;
  restored: ContactEditDraft | null;
  photoUrl: string | null;
  onDone: () => void;
}

export function ContactEditForm({ contact, draftKey, restored, photoUrl, onDone }: Props) {
  const form = useEditForm<Contact & Record<string, unknown>, ContactFormValues>({
    record: contact as Contact & Record<string, unknown>,
    toValues: contactToForm,
    labels: CONTACT_FIELD_LABELS,
    restored,
  });
  const [errors, setErrors] = useState<Errors>({});
  const invalid = useFocusFirstInvalid();
  // From the click the form takes no input and no second save (lib/use-saving.ts).
  const { saving, busy, run } = useSaving();
  const { values } = form;
  useDraftAutosave(
    draftKey,
    { ...form.snapshot, values: { ...values, ssn_encrypted: '', photo_id: null } },
    values.photo_id,
    !saving,
    busy,
  );

  const change = (patch: Partial<ContactFormValues>) => {
    form.change(patch);
    const cleared = { ...errors };
    for (const key of Object.keys(patch)) delete cleared[key as keyof Errors];
    setErrors(cleared);
  };

  const cancel = async () => {
    form.reset();
    setErrors({});
    await clearDraft(draftKey);
    onDone();
  };

  const save = async () => {
    if (busy.current) return;
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      invalid.reveal();
      return;
    }
    await run(async () => {
      try {
        await updateContact(contact.id, result.data, {
          base: form.base,
          baseVersion: form.baseVersion,
        });
        await clearDraft(draftKey);
        notify.success(TOASTS.contactUpdated);
        onDone();
        return 'done';
      } catch (err) {
        notify.error('Error', errorDetails(err) ?? String(err));
        return 'again';
      }
    }, invalid.ref.current);
  };

  return (
    <form
      ref={invalid.ref}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="6">
        <ChangedElsewhereNotice fields={form.changedUnderneath} onDismiss={form.dismissChanged} />
        {Object.keys(errors).length > 0 && (
          <Text color="red.fg" role="alert">
            Please correct the highlighted fields.
          </Text>
        )}
        <ContactFormSections
          values={values}
          errors={errors}
          mode="edit"
          disabled={saving}
          currentPhotoUrl={photoUrl}
          onChange={change}
        />
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={() => void cancel()} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="Updating...">
            Update Information
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
