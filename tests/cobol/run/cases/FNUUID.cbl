      * FNUUID - FUNCTION UUID4 (Language Reference, "UUID4": a version
      * 4 UUID from random numbers, different on every execution): its
      * values are inputs of the run, one --uuid per reference, in the
      * order the run asks for them (FNUUID.args gives two: IBM's
      * example and one more); the third reference goes wrong
      * unsupported, naming the value it needs.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FNUUID.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  U   PIC X(36).
       01  I   PIC 9.
       PROCEDURE DIVISION.
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 3
               MOVE FUNCTION UUID4 TO U
               DISPLAY "UUID4: " U
               DISPLAY "VERSION " U(15:1) " VARIANT " U(20:1)
           END-PERFORM
           STOP RUN.
