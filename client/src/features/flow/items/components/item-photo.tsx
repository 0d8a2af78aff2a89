/** An item's picture: the image waiting on this tablet, else the server's; a placeholder when there is none or it cannot load (offline and never seen). */
import { useState } from 'react';
import { Center, Icon, Image } from '@chakra-ui/react';
import { LuImageOff } from 'react-icons/lu';

interface Props {
  src: string | null;
  name: string;
  size: string;
}

export function ItemPhoto({ src, name, size }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return (
      <Center boxSize={size} bg="bg.muted" rounded="md" color="fg.subtle" flexShrink={0}>
        <Icon as={LuImageOff} aria-label={`No image of ${name}`} />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt={name}
      boxSize={size}
      objectFit="cover"
      rounded="md"
      flexShrink={0}
      loading="lazy"
      onError={() => setBroken(src)}
    />
  );
}
