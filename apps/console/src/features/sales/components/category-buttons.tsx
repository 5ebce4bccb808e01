import { Button, Flex } from 'antd';
import type { SelectOption } from '../../../api';

/** One button per category (spec: /sales), plus All. */
export function CategoryButtons({ categories, selected, onSelect }: { categories: SelectOption[]; selected: number | null; onSelect: (id: number | null) => void }) {
  return (
    <Flex wrap gap="small" className="pos-categories" role="toolbar" aria-label="Categories">
      <Button type={selected === null ? 'primary' : 'default'} onClick={() => onSelect(null)}>
        All
      </Button>
      {categories.map((c) => (
        <Button key={c.id} type={selected === c.id ? 'primary' : 'default'} onClick={() => onSelect(c.id)} aria-pressed={selected === c.id}>
          {c.name}
        </Button>
      ))}
    </Flex>
  );
}
