/**
 * Choosing an item image: the picture shows at once (before any upload), a refused file says
 * why (the protocol's UPLOAD messages) and is not kept.
 */
import { useId, useRef } from 'react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { readItemImage, type ChosenImage } from '../../api/item-image';
import { ItemPhoto } from './item-photo';

interface Props {
  label: string;
  accept: string;
  helper: string;
  /** What shows when nothing new was chosen (the current image), or null. */
  currentUrl: string | null;
  chosen: ChosenImage | null;
  error?: string;
  disabled?: boolean;
  onChange: (image: ChosenImage | null, error?: string) => void;
}

export function ImagePicker(props: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const reset = () => {
    if (input.current) input.current.value = '';
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await readItemImage(file);
    if (result.ok) props.onChange(result.image);
    else {
      props.onChange(null, result.error);
      reset();
    }
  };
  const preview = props.chosen?.dataUrl ?? props.currentUrl;
  return (
    <Field.Root invalid={!!props.error} disabled={props.disabled}>
      <Field.Label htmlFor={id}>{props.label}</Field.Label>
      <HStack gap="4" align="center" wrap="wrap">
        <ItemPhoto src={preview} name={props.chosen ? 'Chosen image' : 'Current image'} size="24" />
        <Stack gap="2" flex="1" minW="56">
          <Input
            id={id}
            ref={input}
            type="file"
            accept={props.accept}
            p="1.5"
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
          {props.chosen && (
            <Button
              variant="ghost"
              alignSelf="flex-start"
              onClick={() => {
                props.onChange(null);
                reset();
              }}
            >
              Remove chosen image
            </Button>
          )}
        </Stack>
      </HStack>
      {props.error ? (
        <Field.ErrorText>{props.error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{props.helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}
