import { pageWindow } from '@bizdesk/shared';
import { Button, Flex, Typography } from 'antd';
import { PAGE_SIZE } from '../api/page-query';
import { pagerWindow } from './pager-window';

export interface PagerProps {
  /** Zero-based current page. */
  page: number;
  totalPages: number;
  totalRecords: number;
  size?: number;
  onChange: (page: number) => void;
}

/** 'Showing X to Y of Z entries' with First, Previous, up to 7 page links, Next, Last. Hidden for a single page. */
export function Pager({ page, totalPages, totalRecords, size = PAGE_SIZE, onChange }: PagerProps) {
  if (totalPages <= 1) return null;

  const { from, to } = pageWindow(page, size, totalRecords);
  const isFirst = page <= 0;
  const isLast = page >= totalPages - 1;

  return (
    <Flex className="pager" justify="space-between" align="center" wrap gap="small">
      <Typography.Text type="secondary">
        Showing {from} to {to} of {totalRecords} entries
      </Typography.Text>
      <nav aria-label="Pagination">
        <Flex gap={4} wrap>
          <Button size="small" disabled={isFirst} onClick={() => onChange(0)}>
            First
          </Button>
          <Button size="small" disabled={isFirst} onClick={() => onChange(page - 1)}>
            Previous
          </Button>
          {pagerWindow(page, totalPages).map((number) => (
            <Button
              key={number}
              size="small"
              type={number === page ? 'primary' : 'default'}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
            >
              {number + 1}
            </Button>
          ))}
          <Button size="small" disabled={isLast} onClick={() => onChange(page + 1)}>
            Next
          </Button>
          <Button size="small" disabled={isLast} onClick={() => onChange(totalPages - 1)}>
            Last
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
