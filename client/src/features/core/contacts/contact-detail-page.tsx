/**
 * /core/contacts/{id} (SPEC.md section 2, "Contact detail"): read mode, edit mode and delete,
 * all against the local replica and the outbox (works offline). A badge shows when the contact
 * has changes not yet on the server; an unsaved edit survives a reload. A role whose delete
 * needs a manager's approval deletes online, with the approval asked on this tablet.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  Center,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuArrowLeft, LuPencil, LuTrash2 } from 'react-icons/lu';
import { usePermission } from '@/api/use-permission';
import { NeedsManager, OnlineButton } from '@/ui/online-button';
import { TOASTS } from '@rentline/sync-protocol/texts';
import type { Contact } from '@rentline/sync-protocol/wire';
import { useOnline } from '@/api/http';
import { notify } from '@/ui/toaster';
import { draftKey, useStoredDraft } from './api/contact-draft';
import { ContactDeleteRefused, deleteContact, deleteContactApproved } from './api/delete-contact';
import { useContact } from './api/use-contact';
import { useContactPhoto } from './api/use-contact-photo';
import { ContactEditForm, type ContactEditDraft } from './components/contact-edit-form';
import { contactToForm, type ContactFormValues } from './components/contact-form-model';
import { ContactViewSections } from './components/contact-view-sections';
import { DeleteContactDialog } from './components/delete-contact-dialog';

/**
 * A stored edit draft. Drafts written before edits kept their base held only the values: the
 * typing is kept, every field counts as touched, and the record now is the base.
 */
function asEditDraft(
  stored: ContactEditDraft | Partial<ContactFormValues>,
  contact: Contact | null,
): ContactEditDraft | null {
  if ('values' in stored && 'shown' in stored) return stored as ContactEditDraft;
  if (!contact) return null;
  const values = { ...contactToForm(contact), ...(stored as Partial<ContactFormValues>) };
  return { values, touched: Object.keys(stored), shown: { ...contact } };
}

function BackButton() {
  return (
    <Button asChild variant="ghost" alignSelf="flex-start" px="2">
      <RouterLink to="/core/contacts">
        <LuArrowLeft /> Back to Contacts
      </RouterLink>
    </Button>
  );
}

export function ContactDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const online = useOnline();
  const state = useContact(id);
  const editKey = draftKey(`edit:${id ?? ''}`);
  const storedEdit = useStoredDraft<ContactEditDraft | Partial<ContactFormValues>>(editKey);
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [confirming, setConfirming] = useState(false);
  // Deleting a customer's records is a manager's (roles.ts `customer.delete`): queued (offline
  // too) for a manager; online with a manager's approval for a role that may ask for one (a
  // queued change cannot carry an approval); anyone else is told who may.
  const deletePermission = usePermission('customer.delete');
  const [deleting, setDeleting] = useState(false);

  const contact = state?.contact ?? null;
  const waitingPhoto = !!state?.pendingPhoto;
  const serverPhoto = useContactPhoto(
    id,
    !!contact?.has_photo && !waitingPhoto,
    contact?.version ?? 0,
  );
  const photoUrl = state?.pendingPhoto ?? serverPhoto.url;

  // A draft of an unfinished edit reopens the edit form, once.
  const [draft, setDraft] = useState<ContactEditDraft | null>(null);
  const draftChecked = useRef(false);
  const hasContact = !!contact;
  useEffect(() => {
    if (draftChecked.current || storedEdit === undefined || !hasContact) return;
    draftChecked.current = true;
    if (storedEdit) {
      const restored = asEditDraft(storedEdit.value, contact);
      setDraft(
        restored && {
          ...restored,
          values: { ...restored.values, photo_id: storedEdit.photo ?? null },
        },
      );
      setMode('edit');
    }
  }, [storedEdit, hasContact, contact]);

  if (state === undefined || (!contact && !state.bootstrapped && online)) {
    return (
      <Center py="20" flexDirection="column" gap="3">
        <Spinner size="lg" />
        <Text color="fg.muted">Loading contact details...</Text>
      </Center>
    );
  }

  if (!contact) {
    return (
      <Stack gap="4">
        <BackButton />
        <Card.Root>
          <Card.Body>
            <Text color="red.fg">Error: Contact not found</Text>
          </Card.Body>
        </Card.Root>
      </Stack>
    );
  }

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      if (deletePermission.allowed) await deleteContact(contact.id);
      else await deleteContactApproved(contact.id, contact.version);
      notify.success(TOASTS.contactDeleted);
      navigate('/core/contacts');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      notify.error(
        err instanceof ContactDeleteRefused ? TOASTS.contactDeleteFailedTitle : 'Error',
        message,
      );
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Stack gap="6">
      <BackButton />
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              {contact.full_name || 'No Name'}
            </Heading>
            {state.pending && (
              <Badge
                colorPalette="orange"
                variant="subtle"
                title="Changes waiting to be sent to the server"
              >
                Pending sync
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted">
            {mode === 'edit' ? 'Edit contact information' : 'Contact details'}
          </Text>
        </Stack>
        {mode === 'view' && (
          <HStack gap="3">
            <Button variant="outline" onClick={() => setMode('edit')}>
              <LuPencil /> Edit Contact
            </Button>
            {deletePermission.allowed ? (
              <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
                <LuTrash2 /> Delete Contact
              </Button>
            ) : deletePermission.needsApproval ? (
              <OnlineButton
                permission="customer.delete"
                colorPalette="red"
                variant="outline"
                onClick={() => setConfirming(true)}
              >
                <LuTrash2 /> Delete Contact
              </OnlineButton>
            ) : (
              <NeedsManager action="customer.delete" full />
            )}
          </HStack>
        )}
      </HStack>

      {mode === 'edit' ? (
        <ContactEditForm
          key={contact.id}
          contact={contact}
          draftKey={editKey}
          restored={draft}
          photoUrl={photoUrl}
          onDone={() => {
            setDraft(null);
            setMode('view');
          }}
        />
      ) : (
        <ContactViewSections
          contact={contact}
          photo={{
            url: photoUrl,
            loading: !photoUrl && !serverPhoto.failed,
            failed: serverPhoto.failed,
          }}
        />
      )}

      <DeleteContactDialog
        contact={contact}
        open={confirming}
        deleting={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
