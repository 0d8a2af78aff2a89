/** How to reach the customer: a phone to tap (tel:), an email, the address as a maps search. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';

export const mapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

interface Props {
  phone: string | null;
  email: string | null;
  address: string | null;
}

export function ContactDetails({ phone, email, address }: Props) {
  return (
    <Stack gap="2">
      {phone ? (
        <Link href={telUrl(phone)} colorPalette="brand" fontWeight="medium" minH="11">
          <LuPhone aria-hidden /> {phone}
        </Link>
      ) : (
        <Text color="fg.muted">No phone on record</Text>
      )}
      {email && (
        <Link href={`mailto:${email}`} colorPalette="brand" minH="11" overflowWrap="anywhere">
          <LuMail aria-hidden /> {email}
        </Link>
      )}
      {address ? (
        <Link
          href={mapsUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="brand"
          minH="11"
          overflowWrap="anywhere"
        >
          <LuMapPin aria-hidden /> {address}
          <Text as="span" srOnly>
            {' '}
            (opens maps)
          </Text>
        </Link>
      ) : (
        <Text color="fg.muted">No address on record</Text>
      )}
    </Stack>
  );
}
