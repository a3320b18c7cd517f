      *================================================================*
      * ACCEPTDT - ACCEPT and DISPLAY forms.                           *
      * EXERCISES: ACCEPT FROM DATE, DATE YYYYMMDD, DAY, DAY YYYYDDD,  *
      *   DAY-OF-WEEK, TIME; ACCEPT from SYSIN (default) and FROM      *
      *   mnemonic; DISPLAY of several operands and literals, UPON     *
      *   SYSOUT / CONSOLE / mnemonic, WITH NO ADVANCING, DISPLAY of a *
      *   figurative constant, FUNCTION CURRENT-DATE and WHEN-COMPILED,*
      *   the results are non-deterministic inputs of a run.           *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ACCEPTDT.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           SYSIN IS CARD-READER
           SYSOUT IS PRINTER.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-DATE6                PIC 9(6).
       01  WS-DATE8                PIC 9(8).
       01  WS-JULIAN5              PIC 9(5).
       01  WS-JULIAN7              PIC 9(7).
       01  WS-DOW                  PIC 9.
           88  WEEKEND             VALUE 6 7.
       01  WS-TIME.
           05  WS-HH               PIC 99.
           05  WS-MI               PIC 99.
           05  WS-SS               PIC 99.
           05  WS-HUNDREDTHS       PIC 99.
       01  WS-CARD                 PIC X(80).
       01  WS-PARM                 PIC X(20).
       01  WS-NOW                  PIC X(21).
       PROCEDURE DIVISION.
       MAIN-PARA.
           ACCEPT WS-DATE6    FROM DATE
           ACCEPT WS-DATE8    FROM DATE YYYYMMDD
           ACCEPT WS-JULIAN5  FROM DAY
           ACCEPT WS-JULIAN7  FROM DAY YYYYDDD
           ACCEPT WS-DOW      FROM DAY-OF-WEEK
           ACCEPT WS-TIME     FROM TIME
           ACCEPT WS-CARD
           ACCEPT WS-PARM     FROM CARD-READER
           MOVE FUNCTION CURRENT-DATE TO WS-NOW
           DISPLAY 'DATE ' WS-DATE6 ' ' WS-DATE8 ' DAY ' WS-JULIAN5
                   ' ' WS-JULIAN7
           DISPLAY 'TIME ' WS-HH ':' WS-MI ':' WS-SS '.' WS-HUNDREDTHS
               UPON CONSOLE
           DISPLAY 'DAY-OF-WEEK ' WITH NO ADVANCING
           DISPLAY WS-DOW UPON PRINTER
           IF WEEKEND
               DISPLAY 'WEEKEND' UPON SYSOUT
           END-IF
           DISPLAY 'CARD [' WS-CARD(1:10) '] PARM [' WS-PARM ']'
           DISPLAY 'NOW ' WS-NOW(1:14) ' COMPILED '
                   FUNCTION WHEN-COMPILED(1:8)
           DISPLAY SPACE
           DISPLAY ALL '-'
           GOBACK.
