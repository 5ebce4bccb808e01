import { Select, type SelectProps } from 'antd';
import { useStatesQuery } from '../api/use-masters-query';

export type StateSelectProps = Omit<SelectProps<number>, 'options'> & {
  /** Whose states to offer (none until a country is chosen). */
  countryId: number | undefined;
};

/** A searchable choice of a country's states as "Name (GST code)"; Form.Item passes value and onChange through. */
export function StateSelect({ countryId, ...props }: StateSelectProps) {
  const states = useStatesQuery(countryId);
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Select state"
      loading={states.isPending && !!countryId}
      options={(states.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))}
      {...props}
    />
  );
}
