/**
 * A contact in the list: name, email and phone links, payment preference; opens the detail.
 * Memoised on what it shows, so a new answer of the list re-renders only the cards that changed.
 */
import { memo } from 'react';
import { Badge, Card, HStack, Link, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ContactSummary } from '../../../../local-db/contact-summary';

interface Props {
  contact: ContactSummary;
  pending: boolean;
}

const SHOWN = ['id', 'full_name', 'email', 'primary_phone', 'preferred_payment_method'] as const;

const sameCard = (a: Props, b: Props) =>
  a.pending === b.pending && SHOWN.every((key) => a.contact[key] === b.contact[key]);

export const ContactCard = memo(function ContactCard({ contact, pending }: Props) {
  return (
    <LinkBox asChild>
      <Card.Root
        size="sm"
        _hover={{ borderColor: 'brand.emphasized', shadow: 'sm' }}
        transition="all 0.15s"
      >
        <Card.Body gap="2">
          <HStack justify="space-between" align="start">
            <LinkOverlay asChild>
              <RouterLink to={`/core/contacts/${contact.id}`}>
                <Text fontWeight="semibold" textStyle="md">
                  {contact.full_name || 'No Name'}
                </Text>
              </RouterLink>
            </LinkOverlay>
            {pending && (
              <Badge colorPalette="orange" variant="subtle">
                Pending sync
              </Badge>
            )}
          </HStack>
          <Stack gap="1" textStyle="sm">
            {contact.email ? (
              <Link
                href={`mailto:${contact.email}`}
                color="brand.fg"
                position="relative"
                zIndex="1"
                wordBreak="break-all"
              >
                {contact.email}
              </Link>
            ) : (
              <Text color="fg.muted">No email provided</Text>
            )}
            {contact.primary_phone ? (
              <Link
                href={`tel:${contact.primary_phone}`}
                color="brand.fg"
                position="relative"
                zIndex="1"
              >
                {contact.primary_phone}
              </Link>
            ) : (
              <Text color="fg.muted">No phone provided</Text>
            )}
          </Stack>
          <Badge
            alignSelf="flex-start"
            variant="subtle"
            colorPalette={contact.preferred_payment_method ? 'brand' : 'gray'}
          >
            {contact.preferred_payment_method || 'No preference set'}
          </Badge>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}, sameCard);
