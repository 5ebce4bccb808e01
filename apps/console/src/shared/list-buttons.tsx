import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface RowButtonProps {
  /** The tooltip: what the button does ('Edit'). */
  tip: string;
  /** What a screen reader hears: the action and the row ('Edit Main Store'). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  loading?: boolean;
  /** A bordered button (the accounting lists) instead of the plain text one the other lists use. */
  framed?: boolean;
}

/** One icon button in a list row's Action column, with its tooltip; the label names the row for screen readers. */
export function RowButton({ tip, label, icon, onClick, danger, loading, framed = false }: RowButtonProps) {
  return (
    <Tooltip title={tip}>
      <Button type={framed ? 'default' : 'text'} danger={danger} icon={icon} aria-label={label} loading={loading} onClick={onClick} />
    </Tooltip>
  );
}

interface NamedRowButtonProps {
  /** The row's name, read after the action ('Edit Main Store'). */
  name: string;
  onClick: () => void;
  framed?: boolean;
}

/** A row's Edit (pencil) button. */
export function EditButton({ name, onClick, framed }: NamedRowButtonProps) {
  return <RowButton tip="Edit" label={`Edit ${name}`} icon={<EditOutlined />} onClick={onClick} framed={framed} />;
}

/** A row's Delete (bin, in red) button; the caller asks the shared delete question. */
export function DeleteButton({ name, onClick, framed }: NamedRowButtonProps) {
  return <RowButton tip="Delete" label={`Delete ${name}`} icon={<DeleteOutlined />} danger onClick={onClick} framed={framed} />;
}

export interface RefreshButtonProps {
  /** The list's state: Refresh returns it to Listing on its first page (spec 4). */
  list?: { reset: () => void };
  /** The queries Refresh reloads from the server. */
  queryKey: QueryKey;
}

/** A list's Refresh: back to the first page (an open panel closes) and its data fetched again. */
export function RefreshButton({ list, queryKey }: RefreshButtonProps) {
  const queryClient = useQueryClient();
  return (
    <Button
      icon={<ReloadOutlined />}
      onClick={() => {
        list?.reset();
        void queryClient.invalidateQueries({ queryKey });
      }}
    >
      Refresh
    </Button>
  );
}

/** The primary Create button of a list ('Create Product'); the page shows it only to roles that may write. */
export function CreateButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {children}
    </Button>
  );
}

export interface ListActionsProps extends RefreshButtonProps {
  /** Create, for a role that may write: its label ('Create Product') and what it opens; false or absent hides it. */
  create?: { label: string; onClick: () => void } | false;
  /** The list's own buttons (Settings, Export...), shown before Refresh. */
  children?: ReactNode;
}

/** The header buttons of a list page: its own first, then Refresh, then Create (spec 4's order). */
export function ListActions({ list, queryKey, create, children }: ListActionsProps) {
  return (
    <>
      {children}
      <RefreshButton list={list} queryKey={queryKey} />
      {create ? <CreateButton onClick={create.onClick}>{create.label}</CreateButton> : null}
    </>
  );
}
