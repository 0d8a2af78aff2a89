/** Edit and delete buttons of a row (44 px touch targets, named for screen readers). */
import { HStack, IconButton } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';

interface Props {
  what: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function RowActions({ what, onEdit, onDelete }: Props) {
  return (
    <HStack gap="1">
      <IconButton
        variant="ghost"
        aria-label={`Edit ${what}`}
        title={`Edit ${what}`}
        onClick={onEdit}
      >
        <LuPencil />
      </IconButton>
      <IconButton
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${what}`}
        title={`Delete ${what}`}
        onClick={onDelete}
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}
