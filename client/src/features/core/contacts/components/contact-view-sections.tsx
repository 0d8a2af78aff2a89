/** Read mode of a contact: its cards, 'Not provided' for empty values, Yes/No badges, links. */
import type { ReactNode } from 'react';
import { Badge, Box, Card, Image, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import type { Contact } from '@rentline/sync-protocol/wire';
import { formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';

const NOT_PROVIDED = 'Not provided';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}

function Value({ value }: { value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '')
    return <Text color="fg.muted">{NOT_PROVIDED}</Text>;
  return <Text whiteSpace="pre-wrap">{value}</Text>;
}

function YesNo({ value }: { value: boolean }) {
  return (
    <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle">
      {value ? 'Yes' : 'No'}
    </Badge>
  );
}

/** A mailto or tel link, 44 px tall to a finger; its negative margins keep the text in line. */
function LinkValue({ href, value }: { href: string; value: string | null }) {
  if (!value) return <Value value={null} />;
  return (
    <Link
      href={`${href}${value}`}
      color="brand.fg"
      wordBreak="break-all"
      minH="11"
      my="-2.5"
      alignSelf="flex-start"
    >
      {value}
    </Link>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

const money = (n: number | null) => (n === null ? null : formatMoney(n));

function dateTime(iso: string) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : format(d, 'MMM d, yyyy h:mm a');
}

export interface PhotoView {
  url: string | null;
  loading: boolean;
  failed: boolean;
}

function Photo({ contact, photo }: { contact: Contact; photo: PhotoView }) {
  if (photo.url)
    return (
      <Image src={photo.url} alt={`Photo of ${contact.full_name}`} maxH="48" borderRadius="md" />
    );
  if (contact.has_photo && photo.loading) return <Skeleton boxSize="32" borderRadius="md" />;
  if (contact.has_photo && photo.failed)
    return <Text color="fg.muted">Photo not available offline</Text>;
  return <Text color="fg.muted">No photo available</Text>;
}

export function ContactViewSections({ contact, photo }: { contact: Contact; photo: PhotoView }) {
  const c = contact;
  return (
    <Stack gap="6">
      <Section title="Basic Information">
        <Item label="Full Name">
          <Value value={c.full_name} />
        </Item>
        <Item label="Email">
          <LinkValue href="mailto:" value={c.email} />
        </Item>
        <Item label="Primary Phone">
          <LinkValue href="tel:" value={c.primary_phone} />
        </Item>
        <Item label="Secondary Phone">
          <LinkValue href="tel:" value={c.secondary_phone} />
        </Item>
        <Item label="Date of Birth">
          <Value value={c.date_of_birth ? formatDay(c.date_of_birth) : null} />
        </Item>
        <Item label="SSN">
          <Value value={c.has_ssn ? 'On file' : null} />
        </Item>
        <Item label="Driver License Number">
          <Value value={c.driver_license_number} />
        </Item>
        <Item label="Agrees to Release of Information">
          <YesNo value={c.agree_to_release} />
        </Item>
      </Section>
      <Section title="Contact Management">
        <Item label="Photo">
          <Photo contact={c} photo={photo} />
        </Item>
        <Stack gap="4">
          <Item label="Contact Type">
            <Value value={c.contact_type} />
          </Item>
          <Item label="Contact Status">
            <Badge colorPalette={c.contact_status === 'Active' ? 'green' : 'gray'}>
              {c.contact_status}
            </Badge>
          </Item>
        </Stack>
      </Section>
      <Section title="Address">
        <Item label="Address">
          <Value value={c.address} />
        </Item>
        <Item label="Mailing Address">
          <Value value={c.mailing_address} />
        </Item>
        <Item label="State">
          <Value value={c.state} />
        </Item>
        <Item label="Zip Code">
          <Value value={c.zip_code} />
        </Item>
      </Section>
      <Section title="Employment">
        <Item label="Employer Name">
          <Value value={c.employer_name} />
        </Item>
        <Item label="Job Title">
          <Value value={c.job_title} />
        </Item>
        <Item label="Paycheck Amount">
          <Value value={money(c.paycheck_amount)} />
        </Item>
        <Item label="Hours Status">
          <Value value={c.hours_status} />
        </Item>
        <Item label="Payment Frequency">
          <Value value={c.payment_frequency} />
        </Item>
        <Item label="Employment Duration">
          <Value value={c.employment_duration} />
        </Item>
        <Item label="Employer Address">
          <Value value={c.employer_address} />
        </Item>
        <Item label="Secondary Income Source">
          <Value value={c.secondary_income_source} />
        </Item>
      </Section>
      <Section title="Banking">
        <Item label="Has Checking Account">
          <YesNo value={c.has_checking_account} />
        </Item>
        <Item label="Has Savings Account">
          <YesNo value={c.has_savings_account} />
        </Item>
        <Item label="Primary Bank">
          <Value value={c.primary_bank} />
        </Item>
        <Item label="Preferred Payment Day">
          <Value value={c.preferred_payment_day} />
        </Item>
        <Item label="Preferred Payment Method">
          <Value value={c.preferred_payment_method} />
        </Item>
        <Item label="Proof of Payment">
          <Value value={c.proof_of_payment} />
        </Item>
      </Section>
      <Section title="References">
        <Item label="First Reference Name">
          <Value value={c.first_ref_name} />
        </Item>
        <Item label="First Reference Phone">
          <LinkValue href="tel:" value={c.first_ref_phone} />
        </Item>
        <Item label="First Reference Address">
          <Value value={c.first_ref_address} />
        </Item>
        <Item label="First Reference Zip">
          <Value value={c.first_ref_zip} />
        </Item>
        <Item label="Second Reference Name">
          <Value value={c.second_ref_name} />
        </Item>
        <Item label="Second Reference Phone">
          <LinkValue href="tel:" value={c.second_ref_phone} />
        </Item>
        <Item label="Second Reference Address">
          <Value value={c.second_ref_address} />
        </Item>
        <Item label="Second Reference Zip">
          <Value value={c.second_ref_zip} />
        </Item>
      </Section>
      <Section title="Additional Information">
        <Item label="Housing Type">
          <Value value={c.housing_type} />
        </Item>
        <Item label="Residency Length">
          <Value value={c.residency_length} />
        </Item>
        <Item label="Prior Rental Experience">
          <Value value={c.prior_rental_experience} />
        </Item>
        <Item label="Prior Rental Company">
          <Value value={c.prior_rental_company} />
        </Item>
        <Item label="Created At">
          <Value value={dateTime(c.created_at)} />
        </Item>
      </Section>
    </Stack>
  );
}
