import { exhibitionEvent, exhibitionScheduleConfig } from '../../../../schemas/modules/exhibitionSchedule';
import { declareFields } from '../declare';

/** One entry of the expo’s agenda: a fair, forum or activity in a hall on a day. */
export const exhibitionEventFields = declareFields(exhibitionEvent, {
  id: { notASetting: 'the entry’s id, given when it is saved: its detail page opens by it' },
  title: {
    en: ['Title', 'The fair, forum or activity, such as “Portuguese-speaking Countries Products Exhibition”.'],
    zh: ['名称', '展会、论坛或活动的名称，例如“葡语国家产品展”。'],
  },
  date: {
    en: ['Day', 'The day it takes place, as year-month-day: 2026-10-22.'],
    zh: ['日期', '举行的日期，按年-月-日填写：2026-10-22。'],
  },
  beginTime: {
    en: ['Starts at', 'In 24-hour time, such as 09:30.'],
    zh: ['开始时间', '24 小时制，例如 09:30。'],
  },
  endTime: {
    en: ['Ends at', 'In 24-hour time, such as 17:00.'],
    zh: ['结束时间', '24 小时制，例如 17:00。'],
  },
  hall: {
    en: ['Hall', 'Where it takes place, such as “Hall 1”.'],
    zh: ['展馆', '举行的地点，例如“1 号馆”。'],
  },
  category: {
    en: ['Category', 'A short tag shown beside the hall, such as “Forum”.'],
    zh: ['类别', '显示在展馆旁的简短标签，例如“论坛”。'],
  },
  summary: {
    en: ['Summary', 'One or two sentences under the title on what visitors will find there.'],
    zh: ['简介', '显示在名称下方，用一两句话介绍活动内容。'],
    widget: 'multiline',
  },
});

/** The expo’s agenda, day by day: the organiser’s own entries. */
export const exhibitionScheduleFields = declareFields(exhibitionScheduleConfig, {
  items: {
    en: ['Entries', 'The fairs, forums and activities; shown by day and time, whatever their order here.'],
    zh: ['日程条目', '展会、论坛和活动；按日期和时间排列显示，与此处的顺序无关。'],
  },
  showDetailLink: {
    en: ['Titles open a detail page', 'Each entry’s title links to a page of its own with its full details.'],
    zh: ['点击名称打开详情页', '每个条目的名称链接到其单独的详情页面。'],
  },
});

export const exhibitionScheduleDeclarations = [exhibitionScheduleFields, exhibitionEventFields];
