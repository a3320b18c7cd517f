      * DEEPFUEL - unbounded PERFORM recursion goes wrong out_of_fuel
      * when the fuel (--fuel 300000) is spent, with its place.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DEEPFUEL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  D PIC 9(7) VALUE 0.
       01  MX PIC 9(7) VALUE 0.
       01  LIM PIC 9(7) VALUE 9999999.
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
