import { scheduleConfig } from '../../../../schemas/modules/schedule';
import { declareFields } from '../declare';

/**
 * style, typeCount, dataRangeType and dataDisplayType travel to Schedule/List as they are; neither
 * the spec nor the module says what their values mean, so they get no options.
 */
export const scheduleFields = declareFields(scheduleConfig, {
  useMockData: { notASetting: 'the toolbar’s Mock schedule data switch sets it' },
  typeIds: {
    en: ['Session types', 'Only sessions of these types from the back office’s session types, such as forums or workshops. None picked: every type.'],
    zh: ['日程类型', '只显示后台日程类型中这些类型的日程，例如论坛、工作坊。不选：显示全部类型。'],
  },
  venueIds: {
    en: ['Venues', 'Only sessions in these venues from the back office’s venue list. None picked: every venue.'],
    zh: ['场地', '只显示后台场地列表中这些场地的日程。不选：显示全部场地。'],
  },
  style: {
    en: ['Style number (back office)', 'A number sent with the programme request that selects the back office’s style; keep 1 unless the back office gives another.'],
    zh: ['样式编号（后台）', '随日程请求发给后台、用来选择后台样式的编号；除非后台另有说明，保持 1。'],
  },
  typeCount: {
    en: ['Type count (back office)', 'A number sent with the programme request as it is; keep 0 unless the back office gives another.'],
    zh: ['类型数量（后台）', '随日程请求原样发给后台的数字；除非后台另有说明，保持 0。'],
  },
  dataRangeType: {
    en: ['Data range number (back office)', 'A number sent with the programme request that selects the back office’s range of sessions; keep 0 unless the back office gives another.'],
    zh: ['数据范围编号（后台）', '随日程请求发给后台、用来选择日程数据范围的编号；除非后台另有说明，保持 0。'],
  },
  dataDisplayType: {
    en: ['Data display number (back office)', 'A number sent with the programme request that selects the back office’s display of sessions; keep 0 unless the back office gives another.'],
    zh: ['数据展示编号（后台）', '随日程请求发给后台、用来选择日程数据展示方式的编号；除非后台另有说明，保持 0。'],
  },
  showFilters: {
    en: ['Type and venue filters', 'Lets visitors narrow the programme by session type and venue above the list.'],
    zh: ['类型和场地筛选', '在日程上方显示筛选，访客可按日程类型和场地查看。'],
  },
});

export const scheduleDeclarations = [scheduleFields];
