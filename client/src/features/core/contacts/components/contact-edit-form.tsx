/**
 * Edit mode of the contact detail: the same fields as the create form, filled with the stored
 * values (the SSN input starts empty and is sent only when typed). Cancel resets to the stored
 * values. A draft survives a reload.
 */
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { TOASTS, type Contact } from '@rentline/sync-protocol';
import { notify } from '@/ui/toaster';
import { clearDraft, useDraftAutosave } from '../api/contact-draft';
import { updateContact } from '../api/update-contact';
import {
  contactToForm,
  validateContactForm,
  type ContactFormValues,
  type ValidationResult,
} from './contact-form-model';
import { ContactFormSections } from './contact-form-sections';

type Errors = Extract<ValidationResult, { ok: false }>['errors'];

interface Props {
  contact: Contact;
  draftKey: string;
  initial: Partial<ContactFormValues> | null;
  photoUrl: string | null;
  onDone: () => void;
}

export function ContactEditForm({ contact, draftKey, initial, photoUrl, onDone }: Props) {
  const [values, setValues] = useState<ContactFormValues>(() => ({
    ...contactToForm(contact),
    ...initial,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  useDraftAutosave(draftKey, { ...values, ssn_encrypted: '' }, !saving);

  const change = (patch: Partial<ContactFormValues>) => {
    setValues({ ...values, ...patch });
    const cleared = { ...errors };
    for (const key of Object.keys(patch)) delete cleared[key as keyof Errors];
    setErrors(cleared);
  };

  const cancel = async () => {
    setValues(contactToForm(contact));
    setErrors({});
    await clearDraft(draftKey);
    onDone();
  };

  const save = async () => {
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setSaving(true);
    try {
      await updateContact(contact.id, result.data);
      await clearDraft(draftKey);
      notify.success(TOASTS.contactUpdated);
      onDone();
    } catch (err) {
      notify.error('Error', err instanceof Error ? err.message : String(err));
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="6">
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
