import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../domain/format.ts';
import { isNewsReader } from '../../../domain/news-audience.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { RefreshError } from '../../components/error-alert.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import type { FirstData } from '../../lib/page-start.ts';
import { useSession } from '../../lib/session.ts';
import { readerNewsQuery } from './api/get-news.ts';
import { ReaderNewsList } from './reader-news-list.tsx';

/** How many of the latest items the start screen shows; the rest are on /news. */
export const NEWS_PANEL_SIZE = 3;
export const NEWS_PANEL_QUERY = { page: 1, pageSize: NEWS_PANEL_SIZE };

/** The panel's news for a reader, asked for with the start screen's code before the first render. */
export const newsPanelFirstData: FirstData = ({ role, data }) =>
  data && role && isNewsReader(role)
    ? [data.queryClient.prefetchQuery(readerNewsQuery(NEWS_PANEL_QUERY))]
    : [];

/**
 * Whether the start screen can show its content: the news panel sits above it and its height is known only
 * with its answer, so the screen holds its content (a spinner below the title) until the news arrived or
 * failed, rather than pushing it down when they come (a layout shift of 0.2 on the auditor's phone).
 * The server sends the news with the page (web-preload.ts), so it costs no extra round trip.
 */
export function useNewsSettled(): boolean {
  const { data: me } = useSession();
  const reader = !!me && isNewsReader(me.role);
  const news = useQuery({ ...readerNewsQuery(NEWS_PANEL_QUERY), enabled: reader });
  // Fetched once, answer or failure: 'Újrapróbálás' after a failure makes the query pending again, and the
  // screen must not fall back to its spinner for that.
  return !reader || news.isFetched;
}

/**
 * The news on the start screens of the roles it is addressed to (docs/product.md, 'News audience'): the
 * latest few, each opening to its text, the unread count, and 'Összes hír' when there are more.
 */
export function NewsPanel() {
  const { data: me } = useSession();
  // A start screen shared with a role that is never addressed (the portal admin's /clients) shows nothing.
  if (!me || !isNewsReader(me.role)) return null;
  return <LatestNews />;
}

function LatestNews() {
  // Mounted once the first answer or failure is in (useNewsSettled): a failure is shown, not asked again.
  const news = useQuery({ ...readerNewsQuery(NEWS_PANEL_QUERY), retryOnMount: false });
  // The screen shows its spinner until the first answer or failure (useNewsSettled).
  if (!news.isFetched) return null;
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
      {news.data === undefined ? (
        news.isError ? (
          <RefreshError query={news} title={MESSAGES.news.loadError} compact />
        ) : (
          // Asked again after a failure.
          <Busy label={MESSAGES.news.loading} mih={36} />
        )
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
