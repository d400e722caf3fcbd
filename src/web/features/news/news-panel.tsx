import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../domain/format.ts';
import { isNewsReader } from '../../../domain/news.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { useSession } from '../../lib/session.ts';
import { useNews } from './api/get-news.ts';
import { ReaderNewsList } from './reader-news-list.tsx';

/** How many of the latest items the start screen shows; the rest are on /news. */
export const NEWS_PANEL_SIZE = 3;

/**
 * The news on the start screens of the roles it is addressed to (issue 18 item 2): the latest few, each
 * opening to its text, the unread count, and 'Összes hír' when there are more.
 */
export function NewsPanel() {
  const { data: me } = useSession();
  // A start screen shared with a role that is never addressed (the portal admin's /clients) shows nothing.
  if (!me || !isNewsReader(me.role)) return null;
  return <LatestNews />;
}

function LatestNews() {
  const news = useNews({ page: 1, pageSize: NEWS_PANEL_SIZE });
  return (
    <Paper withBorder component="section" aria-labelledby="news-panel-title" p="sm">
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <IconNews size={18} aria-hidden />
          <Title order={2} size="h5" id="news-panel-title">
            Hírek
          </Title>
          {news.data && news.data.unread > 0 && (
            <ToneBadge color="blue" size="sm">{`${formatNumber(news.data.unread)} olvasatlan`}</ToneBadge>
          )}
        </Group>
        {news.data && news.data.total > NEWS_PANEL_SIZE && (
          <Anchor component={Link} to="/news" fz="sm">
            {`Összes hír (${formatNumber(news.data.total)})`}
          </Anchor>
        )}
      </Group>
      {news.isPending ? (
        <Stack gap="xs" role="status" aria-label="Hírek betöltése...">
          <Skeleton height={18} />
          <Skeleton height={18} width="70%" />
        </Stack>
      ) : news.isError && !news.data ? (
        <Group gap="sm" align="center">
          <ErrorAlert error={news.error} title="A hírek betöltése nem sikerült" style={{ flex: 1 }} />
          <Button size="xs" onClick={() => void news.refetch()} loading={news.isFetching}>
            Újrapróbálás
          </Button>
        </Group>
      ) : news.data.items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Jelenleg nincs hír.
        </Text>
      ) : (
        <ReaderNewsList items={news.data.items} />
      )}
    </Paper>
  );
}
