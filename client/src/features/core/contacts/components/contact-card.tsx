/**
 * A contact in the list: name, email and phone links, payment preference; opens the detail.
 * Memoised on what it shows, so a new answer of the list re-renders only the cards that changed.
 *
 * The cards are plain elements with class names, styled once by the grid that holds them
 * (`ContactCardGrid`), in the theme's tokens. A search mounts a new page of cards on every
 * keystroke, and resolving a dozen Chakra components' style props per card was the larger part
 * of that work (bench/RESULTS.md, "Local speed"); one style object on the grid is resolved once
 * per answer, as Emotion's own performance advice has it for many instances of one component.
 * Cards off screen skip layout and paint (`content-visibility: auto`) until scrolled near.
 * The look is Chakra's outline card (size sm), plain links and subtle badges (ui/plain-badge.ts).
 */
import { memo, type ReactNode } from 'react';
import { SimpleGrid, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paletteFromData, plainBadge } from '@/ui/plain-badge';
import type { ContactSummary } from '../api/use-contacts-list';

interface Props {
  contact: ContactSummary;
  pending: boolean;
}

const SHOWN = ['id', 'full_name', 'email', 'primary_phone', 'preferred_payment_method'] as const;

const sameCard = (a: Props, b: Props) =>
  a.pending === b.pending && SHOWN.every((key) => a.contact[key] === b.contact[key]);

export const ContactCard = memo(function ContactCard({ contact, pending }: Props) {
  const { email, primary_phone: phone, preferred_payment_method: payment } = contact;
  return (
    <article className="contact-card">
      <div className="contact-card__head">
        <RouterLink className="contact-card__name" to={`/core/contacts/${contact.id}`}>
          {contact.full_name || 'No Name'}
        </RouterLink>
        {pending && (
          <span className="contact-card__badge" data-palette="orange">
            Pending sync
          </span>
        )}
      </div>
      <div className="contact-card__lines">
        {email ? (
          <a className="contact-card__link" data-email="" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          <p className="contact-card__missing">No email provided</p>
        )}
        {phone ? (
          <a className="contact-card__link" href={`tel:${phone}`}>
            {phone}
          </a>
        ) : (
          <p className="contact-card__missing">No phone provided</p>
        )}
      </div>
      <span className="contact-card__badge" data-palette={payment ? 'brand' : 'gray'}>
        {payment || 'No preference set'}
      </span>
    </article>
  );
}, sameCard);

/** The styles of every card in the grid (Chakra's card, link and badge recipes, in tokens). */
const cardStyles: SystemStyleObject = {
  '& .contact-card': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    minWidth: '0',
    wordWrap: 'break-word',
    padding: '4',
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg.panel',
    color: 'fg',
    transition: 'all 0.15s',
    '&:hover': { borderColor: 'brand.emphasized', shadow: 'sm' },
    // A card below the screen is laid out and painted only when it comes near it (its size
    // until then: about a card's, then the size it had), so a new answer of 50 cards costs
    // the browser about what the cards on screen cost.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 180px',
  },
  '& .contact-card__head': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '2',
  },
  // The name's link covers the whole card (as Chakra's LinkOverlay), the other links sit above.
  '& .contact-card__name': {
    fontWeight: 'semibold',
    textStyle: 'md',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    '&::before': {
      content: "''",
      position: 'absolute',
      inset: '0',
      zIndex: '0',
      borderRadius: 'l3',
      cursor: 'inherit',
    },
  },
  '& .contact-card__lines': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    textStyle: 'sm',
  },
  // Email and phone are 44 px tall to a finger (a tap calls or writes to the contact).
  '& .contact-card__link': {
    position: 'relative',
    zIndex: '1',
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    maxWidth: '100%',
    color: 'brand.fg',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    '&[data-email]': { wordBreak: 'break-all' },
    '&:hover': {
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      textDecorationColor: 'currentColor/20',
    },
  },
  '& .contact-card__missing': {
    color: 'fg.muted',
    display: 'flex',
    alignItems: 'center',
    minH: '11',
  },
  '& .contact-card__badge': {
    ...plainBadge,
    alignSelf: 'flex-start',
    ...paletteFromData('orange', 'brand', 'gray'),
  },
};

/** The grid of contact cards: one, two or three columns, as the screen allows. */
export function ContactCardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" css={cardStyles}>
      {children}
    </SimpleGrid>
  );
}
