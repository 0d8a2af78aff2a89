/** The contact form's cards (create and edit share them). */
import { Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { CONTACT_FORM_SECTIONS, type ContactFormValues, type TextKey } from './contact-form-model';
import { ContactField } from './contact-field';
import { ContactPhotoField } from './contact-photo-field';

interface Props {
  values: ContactFormValues;
  errors: Partial<Record<TextKey | 'photo_id', string>>;
  mode: 'create' | 'edit';
  disabled?: boolean;
  currentPhotoUrl?: string | null;
  onChange: (patch: Partial<ContactFormValues>) => void;
}

export function ContactFormSections({
  values,
  errors,
  mode,
  disabled,
  currentPhotoUrl,
  onChange,
}: Props) {
  return (
    <Stack gap="6">
      {CONTACT_FORM_SECTIONS.map((section) => (
        <Card.Root key={section.title}>
          <Card.Header>
            <Card.Title>{section.title}</Card.Title>
          </Card.Header>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {section.fields.map((spec) => (
                <ContactField
                  key={spec.key}
                  spec={spec}
                  mode={mode}
                  disabled={disabled}
                  value={values[spec.key]}
                  error={errors[spec.key as TextKey]}
                  onChange={(v) => onChange({ [spec.key]: v } as Partial<ContactFormValues>)}
                />
              ))}
              {section.title === 'Contact Management' && (
                <ContactPhotoField
                  value={values.photo_id}
                  currentUrl={currentPhotoUrl}
                  error={errors.photo_id}
                  onChange={(photo_id) => onChange({ photo_id })}
                />
              )}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
