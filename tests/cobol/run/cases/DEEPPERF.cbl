      * DEEPPERF - PERFORM nesting beyond 4,096 (IBM sets no limit: the
      * Language Reference's PERFORM rules bound nothing but the
      * program's own logic): a paragraph that PERFORMs itself 100,000
      * deep and unwinds (before: out_of_fuel at 4,096). Depth is
      * bounded by fuel and the run's stack (DEEPFUEL). cobc 3.1.2
      * ends with SIGSEGV at this depth.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DEEPPERF.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  D PIC 9(7) VALUE 0.
       01  MX PIC 9(7) VALUE 0.
       01  LIM PIC 9(7) VALUE 100000.
       PROCEDURE DIVISION.
       MAIN.
           PERFORM GO-DEEP
           DISPLAY 'DEPTH ' MX ' BACK ' D
           STOP RUN.
       GO-DEEP.
           ADD 1 TO D
           IF D > MX MOVE D TO MX END-IF
           IF D < LIM
               PERFORM GO-DEEP
           END-IF
           SUBTRACT 1 FROM D.
