import { Alert, CloseButton } from '@chakra-ui/react';

/**
 * Said in place while an edit form is open and its record changes on another device (or in
 * another tab): which fields. Untouched fields already show the new values (use-edit-form.ts).
 */
export function ChangedElsewhereNotice({
  fields,
  onDismiss,
}: {
  fields: readonly string[];
  onDismiss: () => void;
}) {
  if (fields.length === 0) return null;
  return (
    <Alert.Root status="info" role="status" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>Changed on another device: {fields.join(', ')}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss the notice" onClick={onDismiss} />
    </Alert.Root>
  );
}
