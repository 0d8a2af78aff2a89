/**
 * The photo input: an image under 5 MB (SPEC.md section 5), kept as base64 without the data-URL
 * prefix, as the protocol sends it. A wrong file is refused with a toast titled 'Error': the
 * file is judged by its bytes (PNG, JPEG, GIF or WEBP), as the server judges it, not by its name
 * or type, so a text file named photo.png never reaches a save.
 */
import { useRef } from 'react';
import { Box, Button, Field, HStack, Image, Input, Text } from '@chakra-ui/react';
import { PHOTO_MAX_BYTES, sniffBase64ImageType } from '@rentline/sync-protocol/rules';
import { VALIDATION } from '@rentline/sync-protocol/texts';
import { notify } from '@/ui/toaster';

interface Props {
  /** Base64 of the chosen photo, or null. */
  value: string | null;
  /** What to show when no new photo was chosen (the stored photo, in edit mode). */
  currentUrl?: string | null;
  error?: string;
  onChange: (base64: string | null) => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

export function ContactPhotoField({ value, currentUrl, error, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const reset = () => {
      if (input.current) input.current.value = '';
    };
    if (!file.type.startsWith('image/')) {
      notify.error('Error', VALIDATION.imageInvalid);
      return reset();
    }
    if (file.size >= PHOTO_MAX_BYTES) {
      notify.error('Error', VALIDATION.imageTooLarge);
      return reset();
    }
    try {
      const base64 = (await readAsDataUrl(file)).replace(/^data:[^,]*,/, '');
      if (!sniffBase64ImageType(base64)) {
        notify.error('Error', VALIDATION.imageInvalid);
        return reset();
      }
      onChange(base64);
    } catch {
      notify.error('Error', VALIDATION.imageInvalid);
      reset();
    }
  };

  const preview = value
    ? `data:${sniffBase64ImageType(value) ?? 'image/jpeg'};base64,${value}`
    : (currentUrl ?? null);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Photo</Field.Label>
      <HStack gap="4" align="center">
        <Box boxSize="20" borderRadius="md" overflow="hidden" bg="bg.muted" flexShrink={0}>
          {preview ? (
            <Image src={preview} alt="Contact photo" boxSize="20" objectFit="cover" />
          ) : (
            <Text textStyle="xs" color="fg.muted" p="2">
              No photo
            </Text>
          )}
        </Box>
        <Input
          ref={input}
          type="file"
          accept="image/*"
          p="1.5"
          onChange={(e) => void choose(e.currentTarget.files?.[0])}
        />
        {value && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            Remove
          </Button>
        )}
      </HStack>
      <Field.HelperText>An image file under 5MB.</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
