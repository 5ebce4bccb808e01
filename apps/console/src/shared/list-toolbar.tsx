import { Flex, type FlexProps } from 'antd';
import { SearchBox } from './search-box';

export interface ListToolbarProps extends Omit<FlexProps, 'className'> {
  /** The list's state: the box shows its search, and typing sets it (back to the first page). */
  list: { search: string; setSearch: (text: string) => void };
  placeholder: string;
}

/** The row above a list: its search box first, then any filters or buttons the list adds (children). */
export function ListToolbar({ list, placeholder, children, ...flex }: ListToolbarProps) {
  return (
    <Flex className="list-toolbar" {...flex}>
      <SearchBox value={list.search} onSearch={list.setSearch} placeholder={placeholder} />
      {children}
    </Flex>
  );
}
