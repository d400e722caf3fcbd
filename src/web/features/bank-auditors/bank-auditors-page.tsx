import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { BANK_AUDITOR_MESSAGES } from '../../../domain/bank-auditors-list.ts';
import type { BankAuditorCard } from '../../../domain/bank-auditors.ts';
import { formatDate, formatExperience, formatList, formatNumber, NOT_GIVEN } from '../../../domain/format.ts';
import { formatRatingSummary, isRated, NO_RATING } from '../../../domain/rating.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { DetailItem } from '../../components/detail-item.tsx';
import { EmailText } from '../../components/email-text.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { listFirstData } from '../../lib/page-start.ts';
import { pagerOf, useListState } from '../../lib/use-list-state.ts';
import { bankAuditorsQuery, useBankAuditor, useBankAuditors } from './api/get-bank-auditors.ts';
import {
  BANK_AUDITOR_PAGE_SIZES,
  DIRECTORY_FILTER_FIELDS,
  bankAuditorList,
  toBankAuditorsQuery,
} from './bank-auditors-query.ts';
import { ListEmpty } from '../../components/list-empty.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Stars } from '../../components/stars.tsx';
import { EmailLink, PhoneLink } from '../../components/contact-links.tsx';

/** The first page at the address, asked for with the screen's code before the first render. */
export const firstData = listFirstData(bankAuditorList, toBankAuditorsQuery, bankAuditorsQuery);

/**
 * docs/roles/bank-staff.md, 'Auditor directory': the programme's certifiers for the bank's staff
 * ('Energetikai tanúsítók', /auditors).
 */
export function BankAuditorsPage() {
  const listState = useListState(bankAuditorList);
  const { state } = listState;
  const auditors = useBankAuditors(toBankAuditorsQuery(state));
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.bankAuditors}>
        <ListStatus refreshing={auditors.isFetching}>
          {auditors.data ? `${formatNumber(auditors.data.total)} tanúsító` : ''}
        </ListStatus>
      </PageHeader>

      <FilterBar
        fields={DIRECTORY_FILTER_FIELDS}
        {...listState.bar}
        onClear={listState.reset}
        clearLabel="Alaphelyzet"
        clearPlacement={{ span: { base: 24, sm: 12, md: 4 } }}
      />

      {auditors.isPending ? (
        <Busy label="Tanúsítók betöltése..." mih={240} />
      ) : auditors.isError && !auditors.data ? (
        <LoadError query={auditors} title={BANK_AUDITOR_MESSAGES.loadError} />
      ) : auditors.data.items.length === 0 ? (
        <Paper withBorder>
          <ListEmpty
            message={BANK_AUDITOR_MESSAGES.empty}
            onClear={listState.isFiltered ? listState.reset : undefined}
          />
        </Paper>
      ) : (
        <>
          {auditors.isError && <LoadError query={auditors} title={BANK_AUDITOR_MESSAGES.loadError} />}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" m={0} p={0}>
            {auditors.data.items.map((auditor) => (
              <AuditorCard key={auditor.id} auditor={auditor} onDetails={() => setOpenId(auditor.id)} />
            ))}
          </SimpleGrid>
          <ListPager {...pagerOf(listState, auditors.data.total)} pageSizes={BANK_AUDITOR_PAGE_SIZES} />
        </>
      )}
      <AuditorDetailsDialog auditorId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (!isRated(average, count))
    return (
      <Text fz="sm" c="dimmed">
        {NO_RATING}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Stars value={average} size="sm" />
      <Text fz="sm" fw={600}>
        {formatRatingSummary(average, count)}
      </Text>
    </Group>
  );
}

function AuditorCard({ auditor, onDetails }: { auditor: BankAuditorCard; onDetails: () => void }) {
  const titleId = `auditor-${auditor.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      aria-labelledby={titleId}
      style={{ listStyle: 'none' }}
    >
      <Stack gap="xs" h="100%">
        <Title order={2} size="h4" id={titleId}>
          {auditor.name}
        </Title>
        <RatingLine average={auditor.averageRating} count={auditor.ratingCount} />
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-label="Cím" style={{ flexShrink: 0, marginTop: 3 }} />
          <Text fz="sm" c={auditor.address ? undefined : 'dimmed'}>
            {auditor.address ?? BANK_AUDITOR_MESSAGES.noAddress}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-label="Telefon" style={{ flexShrink: 0 }} />
          <PhoneLink phone={auditor.phone} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-label="Email" style={{ flexShrink: 0 }} />
          <Anchor fz="sm" href={`mailto:${auditor.email}`} style={{ overflowWrap: 'anywhere' }}>
            <EmailText email={auditor.email} />
          </Anchor>
        </Group>
        <Text fz="sm">
          Elvégzett felmérések: <b>{formatNumber(auditor.completedAudits)}</b>
        </Text>
        {auditor.certifications.length > 0 && (
          <Group gap={4} aria-label="Képesítések">
            {auditor.certifications.map((certification) => (
              <Badge key={certification} variant="light" tt="none">
                {certification}
              </Badge>
            ))}
          </Group>
        )}
        <Button variant="light" mt="auto" onClick={onDetails} aria-describedby={titleId}>
          Részletek
        </Button>
      </Stack>
    </Card>
  );
}

function AuditorDetailsDialog({ auditorId, onClose }: { auditorId: string | null; onClose: () => void }) {
  const detail = useBankAuditor(auditorId);
  return (
    <Modal
      opened={auditorId !== null}
      onClose={onClose}
      title={detail.data?.name ?? 'Tanúsító adatai'}
      size="lg"
    >
      {detail.isPending ? (
        <Busy label={MESSAGES.auditors.loadingOne} mih={160} />
      ) : detail.isError ? (
        <LoadError query={detail} title={BANK_AUDITOR_MESSAGES.detailError} />
      ) : (
        <Stack gap="md">
          <RatingLine average={detail.data.averageRating} count={detail.data.ratingCount} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DetailItem label="Cégnév">{detail.data.companyName ?? NOT_GIVEN}</DetailItem>
            <DetailItem label="Cím">{detail.data.address ?? BANK_AUDITOR_MESSAGES.noAddress}</DetailItem>
            <DetailItem label="Telefon">
              <PhoneLink phone={detail.data.phone} />
            </DetailItem>
            <DetailItem label="Email">
              <EmailLink email={detail.data.email} wrap />
            </DetailItem>
            <DetailItem label="Vállalt megyék">{formatList(detail.data.acceptedCounties)}</DetailItem>
            <DetailItem label="Heti kapacitás">{`${formatNumber(detail.data.workCapacity)} ügyfél`}</DetailItem>
            <DetailItem label="Tapasztalat">
              {detail.data.experience ? formatExperience(detail.data.experience) : NOT_GIVEN}
            </DetailItem>
            <DetailItem label="Elvégzett felmérések">{formatNumber(detail.data.completedAudits)}</DetailItem>
            <DetailItem label="Képesítések">{formatList(detail.data.certifications)}</DetailItem>
          </SimpleGrid>
          <Stack gap="xs" component="section" aria-labelledby="auditor-comments-title">
            <Title order={3} size="h5" id="auditor-comments-title">
              Legutóbbi értékelések
            </Title>
            {detail.data.comments.length === 0 ? (
              <Text fz="sm" c="dimmed">
                Még nincs szöveges értékelés.
              </Text>
            ) : (
              <Stack gap="xs" component="ul" m={0} p={0}>
                {detail.data.comments.map((comment, index) => (
                  <Paper key={index} withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
                    <Group justify="space-between" gap="xs" mb={4}>
                      <Group gap={4} aria-label={`${comment.rating} csillag`}>
                        {Array.from({ length: comment.rating }, (_, star) => (
                          <IconStarFilled
                            key={star}
                            size={14}
                            color="var(--mantine-color-yellow-6)"
                            aria-hidden
                          />
                        ))}
                      </Group>
                      <Text fz="xs" c="dimmed">
                        {formatDate(comment.createdAt)}
                      </Text>
                    </Group>
                    <Text fz="sm">{comment.comment}</Text>
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}

/** Search by name or e-mail (a pause after typing), rating filter. */
