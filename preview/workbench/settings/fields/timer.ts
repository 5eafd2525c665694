import { timerConfig } from '../../../../schemas/modules/timer';
import { declareFields } from '../declare';

export const timerFields = declareFields(timerConfig, {
  endTime: {
    en: ['Counts down to', 'The moment the countdown reaches zero, in the event’s own time: 2026-10-22 09:00:00.'],
    zh: ['倒计时至', '倒计时归零的时刻，按活动当地时间填写：2026-10-22 09:00:00。'],
  },
  timeZoneOffset: {
    en: ['Time zone (hours from UTC)', 'Where the time above is given: 8 for Macao and Beijing, 1 for Lisbon in summer. Empty: each visitor’s own zone.'],
    zh: ['时区（与 UTC 相差的小时）', '上面时间所在的时区：澳门、北京填 8，夏季的里斯本填 1。留空：按访客自己的时区。'],
  },
  label: {
    en: ['Line above the digits', 'Says what is coming, such as “Until the doors open”.'],
    zh: ['数字上方的文字', '说明在倒数什么，例如“距离开幕还有”。'],
  },
  endedText: {
    en: ['Text once the time has come', 'Shown instead of the digits at zero. Empty: “The event has started” in the visitor’s language.'],
    zh: ['时间到后的文字', '归零后代替数字显示。留空：以访客的语言显示“活动已开始”。'],
  },
});

export const timerDeclarations = [timerFields];
