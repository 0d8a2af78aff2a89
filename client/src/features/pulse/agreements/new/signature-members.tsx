/**
 * The lessor's signers: the four staff members of LESSOR_SIGNATURE_MEMBERS, any of whom may be
 * removed and added back. On paper each keeps a signature line.
 */
import { useState } from 'react';
import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuX } from 'react-icons/lu';
import { LESSOR_NAME, LESSOR_SIGNATURE_MEMBERS } from '@rentline/sync-protocol/rules';
import { SearchPicker } from '@/ui/search-picker';

interface Props {
  members: string[];
  onChange: (members: string[]) => void;
}

export function SignatureMembers({ members, onChange }: Props) {
  const missing = LESSOR_SIGNATURE_MEMBERS.filter((m) => !members.includes(m));
  const [toAdd, setToAdd] = useState('');
  const adding = missing.includes(toAdd as never) ? toAdd : (missing[0] ?? '');

  return (
    <Stack gap="3">
      {members.length === 0 && (
        <Text color="fg.muted" data-print-hide="">
          No lessor signers chosen.
        </Text>
      )}
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
        gap="4"
        data-print-cols="2"
      >
        {members.map((name) => (
          <Box as="li" key={name}>
            <HStack justify="space-between" align="end" gap="2">
              <Box flex="1" borderBottomWidth="1px" borderColor="fg" minH="10" />
              <IconButton
                aria-label={`Remove ${name}`}
                variant="ghost"
                size="lg"
                onClick={() => onChange(members.filter((m) => m !== name))}
                data-print-hide=""
              >
                <LuX />
              </IconButton>
            </HStack>
            <Text fontSize="sm" mt="1">
              {name}, for {LESSOR_NAME}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Date: ____________
            </Text>
          </Box>
        ))}
      </Box>
      {missing.length > 0 && (
        <HStack gap="2" data-print-hide="" wrap="wrap" align="end">
          <Box minW="56" flex="1" maxW="sm">
            <SearchPicker
              label="Signer to add"
              value={adding}
              options={missing.map((m) => ({ value: m, label: m }))}
              onChange={setToAdd}
            />
          </Box>
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              // Kept in the fixed order, whatever order they were added in.
              const next = new Set([...members, adding]);
              onChange(LESSOR_SIGNATURE_MEMBERS.filter((m) => next.has(m)));
            }}
          >
            <LuPlus /> Add signer
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
