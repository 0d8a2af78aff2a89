/**
 * The Flow features: Instock Items (a link); On Rent Items, Vendor Management and Inventory
 * Analytics are announced, not clickable.
 *
 * Plain elements styled once by their grid (as the contact cards are, contact-card.tsx): the
 * dashboard is drawn whole each time an item is entered, on a slow tablet too. The look is
 * Chakra's: a card whose link covers it (LinkBox and LinkOverlay), an icon tile, a subtle badge.
 */
import { Heading, SimpleGrid, type SystemStyleObject } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuArrowRight, LuChartBar, LuPackage, LuStore, LuTruck } from 'react-icons/lu';
import { paletteFromData, plainBadge } from '@/ui/plain-badge';

interface FeatureCardProps {
  title: string;
  description: string;
  icon: IconType;
  to?: string;
}

const cardStyles: SystemStyleObject = {
  '& .feature-card': {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    minH: '11',
    p: '5',
    borderWidth: '1px',
    borderStyle: 'dashed',
    rounded: 'xl',
    // Not dimmed with opacity: that took its texts below the contrast WCAG AA asks for.
    bg: 'bg.subtle',
    cursor: 'not-allowed',
    transition: 'box-shadow 0.15s, border-color 0.15s',
    _focusWithin: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  '& .feature-card[data-active]': {
    bg: 'bg',
    borderStyle: 'solid',
    cursor: 'pointer',
    _hover: { shadow: 'md', borderColor: 'orange.muted' },
  },
  '& .feature-card__tile': {
    p: '3',
    rounded: 'lg',
    bg: 'bg.muted',
    color: 'fg.muted',
    '& svg': { boxSize: '6' },
  },
  '& .feature-card[data-active] .feature-card__tile': { bg: 'orange.subtle', color: 'orange.fg' },
  '& .feature-card__text': { display: 'flex', flexDirection: 'column', gap: '1', flex: '1' },
  '& .feature-card__title-line': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
  },
  '& .feature-card__title': { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'md' },
  // The link covers the card (Chakra's LinkOverlay).
  '& .feature-card__link': {
    outline: 'none',
    '&::before': { content: "''", position: 'absolute', inset: '0', zIndex: '0' },
  },
  '& .feature-card__badge': { ...plainBadge, ...paletteFromData('gray') },
  '& .feature-card__description': { textStyle: 'sm', color: 'fg.muted' },
  '& .feature-card__arrow': { flexShrink: '0', mt: '1', color: 'fg.subtle' },
};

function FeatureCard({ title, description, icon: FeatureIcon, to }: FeatureCardProps) {
  const active = Boolean(to);
  return (
    <article
      className="feature-card"
      data-active={active ? '' : undefined}
      aria-disabled={active ? undefined : true}
    >
      <div className="feature-card__tile">
        <FeatureIcon aria-hidden />
      </div>
      <div className="feature-card__text">
        <div className="feature-card__title-line">
          <h3 className="feature-card__title">
            {to ? (
              <Link className="feature-card__link" to={to}>
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          {!active && (
            <span className="feature-card__badge" data-palette="gray">
              Coming Soon
            </span>
          )}
        </div>
        <p className="feature-card__description">{description}</p>
      </div>
      {active && <LuArrowRight className="feature-card__arrow" aria-hidden />}
    </article>
  );
}

export function FeatureCards({ inStock }: { inStock: string }) {
  return (
    <section aria-labelledby="flow-features">
      <Heading id="flow-features" as="h2" size="lg" mb="3">
        Features
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" css={cardStyles}>
        <FeatureCard
          title="Instock Items"
          description={`Browse, edit and export the items ready to rent (${inStock} in stock).`}
          icon={LuPackage}
          to="/flow/instock"
        />
        <FeatureCard title="On Rent Items" description="Items out with customers." icon={LuTruck} />
        <FeatureCard
          title="Vendor Management"
          description="Vendors, brands and their contacts."
          icon={LuStore}
        />
        <FeatureCard
          title="Inventory Analytics"
          description="Trends in stock, value and margins."
          icon={LuChartBar}
        />
      </SimpleGrid>
    </section>
  );
}
