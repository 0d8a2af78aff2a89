/**
 * /core/contacts/new (SPEC.md section 2, "Create contact"): validated with the protocol's
 * contact schema, saved on the tablet and queued for sync (works offline). A draft of the form
 * is kept so a reload loses nothing (the SSN is never put in the draft).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { useSaving } from '@/lib/use-saving';
import { notify } from '@/ui/toaster';
import { createContact } from './api/create-contact';
import { clearDraft, draftKey, useDraftAutosave, useStoredDraft } from './api/contact-draft';
import {
  emptyContactForm,
  validateContactForm,
  type ContactFormValues,
  type ValidationResult,
} from './components/contact-form-model';
import { ContactFormSections } from './components/contact-form-sections';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';

const DRAFT = draftKey('new');
type Errors = Extract<ValidationResult, { ok: false }>['errors'];

export function ContactNewPage() {
  const navigate = useNavigate();
  const stored = useStoredDraft<Partial<ContactFormValues>>(DRAFT);
  const [values, setValues] = useState<ContactFormValues | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const invalid = useFocusFirstInvalid();
  // From the click the form takes no input and no second save (lib/use-saving.ts).
  const { saving, busy, run } = useSaving();

  useEffect(() => {
    if (stored !== undefined && values === null)
      setValues({ ...emptyContactForm(), ...stored?.value, photo_id: stored?.photo ?? null });
  }, [stored, values]);
  useDraftAutosave(
    DRAFT,
    values && { ...values, ssn_encrypted: '', photo_id: null },
    values?.photo_id ?? null,
    values !== null && !saving,
    busy,
  );

  if (!values) {
    return (
      <Center py="20">
        <Spinner size="lg" />
      </Center>
    );
  }

  const change = (patch: Partial<ContactFormValues>) => {
    setValues({ ...values, ...patch });
    const cleared = { ...errors };
    for (const key of Object.keys(patch)) delete cleared[key as keyof Errors];
    setErrors(cleared);
  };

  const submit = async () => {
    if (busy.current) return;
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      invalid.reveal();
      return;
    }
    await run(async () => {
      try {
        await createContact(result.data);
        // The contact is saved: its draft goes meanwhile (failing to remove it fails no save).
        void clearDraft(DRAFT).catch(() => undefined);
        notify.success(TOASTS.contactCreated);
        // Rendered at once, not in a transition: the list shows the new card with its first frame.
        navigate('/core/contacts', { flushSync: true });
        // At its top, where the new card is: the list is drawn whole at once, under the scroll
        // the long form had.
        window.scrollTo?.({ top: 0 });
        return 'done';
      } catch (err) {
        notify.error(
          'Error',
          err instanceof Error && err.message ? err.message : TOASTS.contactCreateFailed,
        );
        return 'again';
      }
    }, invalid.ref.current);
  };

  const cancel = async () => {
    await clearDraft(DRAFT);
    navigate('/core/contacts');
  };

  return (
    <form
      ref={invalid.ref}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            New Contact
          </Heading>
          <Text color="fg.muted">
            Saved on this tablet at once and sent to the server when there is a signal.
          </Text>
        </Stack>
        {Object.keys(errors).length > 0 && (
          <Text color="red.fg" role="alert">
            Please correct the highlighted fields.
          </Text>
        )}
        <ContactFormSections
          values={values}
          errors={errors}
          mode="create"
          disabled={saving}
          onChange={change}
        />
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={() => void cancel()} disabled={saving}>
            Cancel
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText="Creating Contact..."
          >
            Create Contact
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
