/** Every field of the new-item form (SPEC.md section 2, "New item"), in the SPEC's order. */
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuUserPlus } from 'react-icons/lu';
import { FLOW_ITEM_NEW_STATUSES, ITEM_CONDITIONS } from '@rentline/sync-protocol/rules';
import { FLOW_STATUS_LABELS } from '@rentline/sync-protocol/texts';
import type { Named } from '@rentline/sync-protocol/wire';
import type { ChosenImage } from '../../api/item-image';
import type { NewItemField, NewItemValues } from '../new-item-model';
import { SelectField, TextAreaField, TextField } from './form-fields';
import { ImagePicker } from './image-picker';

interface Props {
  values: NewItemValues;
  errors: Partial<Record<NewItemField, string>>;
  categories: Named[];
  vendors: Named[];
  image: ChosenImage | null;
  imageError?: string;
  disabled: boolean;
  onChange: (field: NewItemField, value: string) => void;
  onImage: (image: ChosenImage | null, error?: string) => void;
}

const options = (rows: Named[]) => rows.map((r) => ({ value: String(r.id), label: r.name }));

export function NewItemFields(props: Props) {
  const { values, errors, onChange } = props;
  const field = (name: NewItemField) => ({
    value: values[name],
    error: errors[name],
    disabled: props.disabled,
    onChange: (value: string) => onChange(name, value),
  });
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label="Item Status"
          required
          options={FLOW_ITEM_NEW_STATUSES.map((s) => ({ value: s, label: FLOW_STATUS_LABELS[s] }))}
          {...field('status')}
        />
        <TextField label="Procurement Date" type="date" required {...field('procurement_date')} />
        <TextField
          label="Item Name"
          required
          placeholder="e.g. Samsung 55in TV"
          {...field('name')}
        />
        <SelectField
          label="Item Condition"
          placeholder="Select condition"
          options={ITEM_CONDITIONS.map((c) => ({ value: c, label: c }))}
          {...field('item_condition')}
        />
        <TextField
          label="Our Cost"
          type="number"
          step="0.01"
          min="0"
          required
          placeholder="0.00"
          {...field('our_cost')}
        />
        <TextField
          label="Retail Price"
          type="number"
          step="0.01"
          min="0"
          placeholder="0.00"
          helper="The cash price a customer would pay; agreements are priced from it."
          {...field('retail_price')}
        />
        <SelectField
          label="Category"
          required
          placeholder="Select category"
          options={options(props.categories)}
          {...field('category_id')}
        />
        <Stack gap="1.5">
          <HStack align="end" gap="2">
            <Stack flex="1">
              <SelectField
                label="Vendor/Brand"
                required
                placeholder="Select vendor"
                options={options(props.vendors)}
                {...field('vendor_id')}
              />
            </Stack>
            <Button variant="outline" disabled aria-describedby="add-contact-soon">
              <LuUserPlus /> Add contact
            </Button>
          </HStack>
          <Text id="add-contact-soon" textStyle="xs" color="fg.muted">
            Coming soon: adding a vendor contact from here.
          </Text>
        </Stack>
        <TextField label="Model" {...field('model')} />
        <TextField label="Serial Number" {...field('serial_number')} />
      </SimpleGrid>
      <TextAreaField label="Description" {...field('description')} />
      <ImagePicker
        label="Product Image"
        accept="image/*"
        helper="An image file (PNG, JPG, GIF or WEBP), up to 5MB. It uploads when the server is reachable."
        currentUrl={null}
        chosen={props.image}
        error={props.imageError}
        disabled={props.disabled}
        onChange={props.onImage}
      />
    </Stack>
  );
}
