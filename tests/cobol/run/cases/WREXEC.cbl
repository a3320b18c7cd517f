      * WREXEC - an EXEC SQL block is outside the modelled fragment.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. WREXEC.
       PROCEDURE DIVISION.
           DISPLAY 'START'
           EXEC SQL COMMIT END-EXEC
           STOP RUN.
