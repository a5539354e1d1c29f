import type { PlanInterval } from '@vigil/contract';
import { Box, Button, Card, getRuntimeConfig, Heading, Link, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { shownPrice, type PlanCardInfo } from '../plan-cards';

export interface PlanCardProps {
  plan: PlanCardInfo;
  interval: PlanInterval;
  discount: number;
  selected: boolean;
  onSelect: () => void;
}

/** One selectable plan: name, price after the coupon, and its details behind a toggle. */
export function PlanCard({ plan, interval, discount, selected, onSelect }: PlanCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = `plan-${plan.name}-details`;
  return (
    <Card.Root
      data-testid={`plan-${plan.name}`}
      variant={selected ? 'elevated' : 'outline'}
      borderColor={selected ? 'colorPalette.solid' : undefined}
      borderWidth={selected ? '2px' : undefined}
    >
      <Card.Body gap="3">
        <Heading as="h3" size="md" textTransform="capitalize">
          {plan.name}
        </Heading>
        <Text>
          <Text as="span" fontSize="2xl" fontWeight="bold">
            ${shownPrice(plan, interval, discount)}
          </Text>{' '}
          per month
        </Text>
        <Button
          aria-pressed={selected}
          aria-label={`Select ${plan.name} plan`}
          variant={selected ? 'solid' : 'outline'}
          onClick={onSelect}
        >
          {selected ? 'Selected' : 'Select'}
        </Button>
        <Button
          variant="plain"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide Details' : 'View Details'}
        </Button>
        {open && (
          <Box id={detailsId}>
            <Stack as="ul" gap="1" ps="4" listStyleType="disc">
              {plan.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Stack>
          </Box>
        )}
        {plan.name === 'selfhost' && (
          <Link href={getRuntimeConfig().links.installDocs} target="_blank" rel="noreferrer">
            Installation instructions
          </Link>
        )}
      </Card.Body>
    </Card.Root>
  );
}
