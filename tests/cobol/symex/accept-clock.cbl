      * ACCEPT FROM DATE, DATE YYYYMMDD, DAY, DAY YYYYDDD, DAY-OF-WEEK and
      * TIME into numeric, numeric-edited, alphanumeric and group items:
      * the clock is an input of the run (a calendar date, a time of day).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ACCCLK.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-YMD          PIC 9(6).
       01  WS-YYYYMMDD.
           05 WS-YEAR      PIC 9(4).
           05 WS-MONTH     PIC 99.
           05 WS-DAY       PIC 99.
       01  WS-JUL          PIC 9(5).
       01  WS-JUL4         PIC X(9).
       01  WS-DOW          PIC 9.
       01  WS-TIME         PIC 9(8).
       01  WS-EDIT         PIC 99/99/99.
       01  WS-SHORT        PIC X(3).
       PROCEDURE DIVISION.
           ACCEPT WS-YMD FROM DATE
           ACCEPT WS-YYYYMMDD FROM DATE YYYYMMDD
           ACCEPT WS-JUL FROM DAY
           ACCEPT WS-JUL4 FROM DAY YYYYDDD
           ACCEPT WS-DOW FROM DAY-OF-WEEK
           ACCEPT WS-TIME FROM TIME
           ACCEPT WS-EDIT FROM DATE
           ACCEPT WS-SHORT FROM DAY
           DISPLAY WS-YMD ' ' WS-YYYYMMDD ' ' WS-JUL ' ' WS-JUL4
           DISPLAY WS-DOW ' ' WS-TIME ' ' WS-EDIT ' ' WS-SHORT
           IF WS-MONTH = 2 AND WS-DAY = 29
             DISPLAY 'LEAP DAY'
           END-IF
           IF WS-DOW > 5
             DISPLAY 'WEEKEND'
           END-IF
           STOP RUN.
